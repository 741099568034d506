import type { PROOF_TYPES } from '@tribuna/contracts/wallet';

export type ProofType = (typeof PROOF_TYPES)[number];

const SIGNATURES: { type: ProofType; bytes: number[] }[] = [
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  // "%PDF-"
  { type: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] },
];

/**
 * The proof's type from its first bytes. The name and the declared type are the
 * sender's word and prove nothing, so they are never asked.
 */
export function sniffProofType(content: Uint8Array): ProofType | null {
  for (const { type, bytes } of SIGNATURES) {
    if (content.length >= bytes.length && bytes.every((byte, i) => content[i] === byte)) {
      return type;
    }
  }
  return null;
}

/** A file name fit to store and to send back in Content-Disposition. */
export function safeFileName(name: string | undefined, type: ProofType): string {
  const extension = type === 'application/pdf' ? 'pdf' : type === 'image/png' ? 'png' : 'jpg';
  const cleaned = (name ?? '')
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}._ -]/gu, '_')
    .trim()
    .slice(0, 120);
  return cleaned === '' ? `proof.${extension}` : cleaned;
}
