import { describe, expect, it } from 'vitest';
import { safeFileName, sniffProofType } from './proof-file';

describe('proof files', () => {
  it('reads the type from the first bytes only', () => {
    expect(sniffProofType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe(
      'image/png',
    );
    expect(sniffProofType(Buffer.from([0xff, 0xd8, 0xff, 0xdb]))).toBe('image/jpeg');
    expect(sniffProofType(Buffer.from('%PDF-1.4\n'))).toBe('application/pdf');
    expect(sniffProofType(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffProofType(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffProofType(Buffer.from([0x89, 0x50]))).toBeNull();
    expect(sniffProofType(Buffer.alloc(0))).toBeNull();
  });

  it('keeps a readable, harmless name', () => {
    expect(safeFileName('comprobante de pago.png', 'image/png')).toBe('comprobante de pago.png');
    expect(safeFileName('../../etc/passwd"<x>', 'application/pdf')).toBe('.._.._etc_passwd__x_');
    expect(safeFileName(undefined, 'image/jpeg')).toBe('proof.jpg');
  });
});
