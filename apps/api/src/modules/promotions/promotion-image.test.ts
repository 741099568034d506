import { describe, expect, it } from 'vitest';
import { sniffImageType } from './promotion-image';

const bytes = (...values: number[]) => Uint8Array.from(values);
const text = (value: string) => new TextEncoder().encode(value);

describe('sniffImageType', () => {
  it('reads PNG, JPEG and WebP from their first bytes', () => {
    expect(sniffImageType(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe(
      'image/png',
    );
    expect(sniffImageType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffImageType(text('RIFF\u0001\u0002\u0003\u0004WEBPVP8 '))).toBe('image/webp');
    expect(sniffImageType(text('RIFF\u0001\u0002\u0003\u0004WAVEfmt '))).toBeNull();
  });

  it('reads an SVG after a declaration, comments and a doctype, and nothing else', () => {
    expect(sniffImageType(text('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe('image/svg+xml');
    expect(
      sniffImageType(
        text(
          '\uFEFF<?xml version="1.0" encoding="UTF-8"?>\n<!-- made by hand -->\n' +
            '<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x.dtd">\n<svg viewBox="0 0 1 1">',
        ),
      ),
    ).toBe('image/svg+xml');
    for (const other of [
      '<html><svg></svg></html>',
      '<svgx/>',
      '<!-- never closed <svg>',
      'hello',
      '',
      '%PDF-1.7',
      'GIF89a',
    ]) {
      expect(sniffImageType(text(other)), other).toBeNull();
    }
  });
});
