import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export interface Secrets {
  /** Signs access tokens (HS256). */
  jwt: Uint8Array;
  /** Signs XSRF tokens and other values we hand out and must recognise. */
  hmac: Buffer;
  /**
   * The root of the demo partner providers' shared secrets (ADR 0018): each one's is
   * derived from it by slug, so the seed and the partner agree without storing it.
   */
  partners: Buffer;
}

function derive(master: string, purpose: string): Buffer {
  return crypto.createHmac('sha256', master).update(purpose).digest();
}

/**
 * `SECRET_KEY` when set (every scaled-out process must share it); otherwise a key
 * generated on first start into DATA_DIR, so no secret lives in the repository.
 */
export async function loadSecrets(options: {
  secretKey?: string | undefined;
  dataDir: string;
}): Promise<Secrets> {
  const master = options.secretKey ?? (await readOrCreateKey(options.dataDir));
  return {
    jwt: new Uint8Array(derive(master, 'jwt')),
    hmac: derive(master, 'hmac'),
    partners: derive(master, 'partner-providers'),
  };
}

async function readOrCreateKey(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'secret.key');
  await fs.mkdir(dataDir, { recursive: true });
  try {
    // 'wx' fails if another process created it first; then we read theirs.
    await fs.writeFile(file, crypto.randomBytes(48).toString('base64url'), {
      flag: 'wx',
      mode: 0o600,
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = (await fs.readFile(file, 'utf8')).trim();
  if (key.length < 32)
    throw new Error(`${file} holds a key that is too short; delete it to make a new one.`);
  return key;
}
