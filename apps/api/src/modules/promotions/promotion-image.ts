import type { PromotionImageType } from '@tribuna/contracts/promotions';

export type { PromotionImageType };

const SIGNATURES: { type: PromotionImageType; bytes: (number | null)[] }[] = [
  { type: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { type: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  // "RIFF", the chunk's size (any), "WEBP".
  {
    type: 'image/webp',
    bytes: [0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50],
  },
];

// An SVG's root may follow an XML declaration, comments and a doctype, nothing else.
const SVG_PROLOGUE = /^(?:\s+|<\?xml[^]*?\?>|<!--[^]*?-->|<!DOCTYPE[^[>]*(?:\[[^]*?\])?\s*>)/i;
const SVG_ROOT = /^<svg[\s>/]/;
const SVG_HEAD_BYTES = 4096;

function isSvg(content: Uint8Array): boolean {
  let text = new TextDecoder('utf-8').decode(content.subarray(0, SVG_HEAD_BYTES));
  if (text.startsWith('\uFEFF')) text = text.slice(1);
  for (let match = SVG_PROLOGUE.exec(text); match; match = SVG_PROLOGUE.exec(text)) {
    text = text.slice(match[0].length);
  }
  return SVG_ROOT.test(text);
}

/**
 * The image's type from its content. The name and the declared type are the sender's word
 * and prove nothing, so they are never asked.
 */
export function sniffImageType(content: Uint8Array): PromotionImageType | null {
  for (const { type, bytes } of SIGNATURES) {
    if (
      content.length >= bytes.length &&
      bytes.every((byte, i) => byte === null || content[i] === byte)
    ) {
      return type;
    }
  }
  return isSvg(content) ? 'image/svg+xml' : null;
}
