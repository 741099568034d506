import { describe, expect, it } from 'vitest';
import type { OfficePromotion } from '@tribuna/contracts/promotions';
import { officePromotionRequestSchema } from '@tribuna/contracts/promotions';
import { draftOf, emptyDraft, requestOf } from './promotion-draft';
import { fromWallTime, toWallTime } from '../../lib/wall-time';

const BUENOS_AIRES = 'America/Argentina/Buenos_Aires';
const NEW_YORK = 'America/New_York';

describe('brand wall time', () => {
  it("reads and writes instants as the brand's clock shows them", () => {
    expect(toWallTime('2026-12-01T03:00:00.000Z', BUENOS_AIRES)).toBe('2026-12-01T00:00');
    expect(fromWallTime('2026-12-01T00:00', BUENOS_AIRES)).toBe('2026-12-01T03:00:00.000Z');
    // Either side of New York's change to summer time.
    expect(fromWallTime('2027-03-13T12:00', NEW_YORK)).toBe('2027-03-13T17:00:00.000Z');
    expect(fromWallTime('2027-03-15T12:00', NEW_YORK)).toBe('2027-03-15T16:00:00.000Z');
    expect(fromWallTime('tomorrow', NEW_YORK)).toBeNull();
  });
});

describe('promotion drafts', () => {
  const stored: OfficePromotion = {
    id: 'p1',
    type: 'bonus',
    enabled: true,
    position: 10,
    image_url: '/brands/tribuna/promo-welcome.svg',
    cta: { kind: 'bonus', code: 'BIENVENIDA' },
    starts_at: '2026-11-01T03:00:00.000Z',
    ends_at: null,
    translations: {
      es_ES: { title: 'Bono', summary: 'Resumen', body: 'Texto', terms: '- Uno', cta_label: '' },
    },
    live: true,
    updated_at: '2026-11-01T03:00:00.000Z',
  };

  it('goes from a stored promotion to a request and back unchanged', () => {
    const draft = draftOf(stored, BUENOS_AIRES);
    expect(draft.startsAt).toBe('2026-11-01T00:00');
    expect(draft.translations.en_US.title).toBe('');
    const request = requestOf(draft, BUENOS_AIRES);
    expect(request).toEqual({
      type: 'bonus',
      enabled: true,
      position: 10,
      image_url: '/brands/tribuna/promo-welcome.svg',
      cta: { kind: 'bonus', code: 'BIENVENIDA' },
      starts_at: '2026-11-01T03:00:00.000Z',
      ends_at: null,
      // Untouched languages are not sent.
      translations: { es_ES: stored.translations.es_ES },
    });
    expect(officePromotionRequestSchema.safeParse(request).success).toBe(true);
  });

  it('leaves what cannot be read to the contract, which names the field', () => {
    const draft = {
      ...emptyDraft(new Date('2026-11-27T12:00:00Z'), NEW_YORK),
      position: '',
      endsAt: '2026-11-01T00:00',
    };
    const parsed = officePromotionRequestSchema.safeParse(requestOf(draft, NEW_YORK));
    expect(parsed.success).toBe(false);
    const paths = parsed.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['position', 'translations']));
  });
});
