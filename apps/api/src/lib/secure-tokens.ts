import crypto from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/** A token we hand out once (refresh, password reset) and keep only as a hash. */
export function opaqueToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

export function sha256(value: string): string {
  return crypto.createHash('sha256').update(value).digest('hex');
}

/** argon2id with the library's defaults, which are OWASP's minimum (m=19456, t=2, p=1). */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password);
}
