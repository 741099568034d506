import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  breakEnds,
  isOfAge,
  JURISDICTION_PRESET_PROFILES,
  JURISDICTION_PRESETS,
  jurisdictionProfileSchema,
  limitChangeFrom,
  lowestLimit,
  offeredBreaks,
} from './jurisdiction';

describe('jurisdiction profiles', () => {
  it('gives each preset a whole profile the schema accepts', () => {
    for (const preset of JURISDICTION_PRESETS) {
      const profile = JURISDICTION_PRESET_PROFILES[preset];
      expect(profile.preset).toBe(preset);
      expect(jurisdictionProfileSchema.parse(profile)).toEqual(profile);
    }
  });

  it('sets the rules each preset is named for', () => {
    expect(JURISDICTION_PRESET_PROFILES.brazil.bonuses_allowed).toBe(false);
    expect(JURISDICTION_PRESET_PROFILES.uk.max_wagering_multiple).toBe(10);
    expect(JURISDICTION_PRESET_PROFILES.ontario.minimum_age).toBe(19);
    expect(JURISDICTION_PRESET_PROFILES.spain.default_deposit_limits).toEqual({
      day: 600,
      week: 1_500,
      month: 3_000,
    });
    expect(JURISDICTION_PRESET_PROFILES.general.bonuses_allowed).toBe(true);
  });

  it('refuses a profile outside the rules: an age under 18, a reality check of 45 minutes', () => {
    const general = JURISDICTION_PRESET_PROFILES.general;
    expect(jurisdictionProfileSchema.safeParse({ ...general, minimum_age: 16 }).success).toBe(
      false,
    );
    expect(
      jurisdictionProfileSchema.safeParse({ ...general, reality_check_default_minutes: 45 })
        .success,
    ).toBe(false);
  });
});

describe('age', () => {
  it('comes on the birthday, and on 1 March for a 29 February birthday', () => {
    expect(isOfAge('2008-11-27', 18, '2026-11-27')).toBe(true);
    expect(isOfAge('2008-11-28', 18, '2026-11-27')).toBe(false);
    expect(isOfAge('2007-11-28', 19, '2026-11-27')).toBe(false);
    expect(isOfAge('2008-02-29', 18, '2026-02-28')).toBe(false);
    expect(isOfAge('2008-02-29', 18, '2026-03-01')).toBe(true);
  });
});

describe('limits', () => {
  it('takes the lowest that applies, or none', () => {
    expect(lowestLimit(500, null, 300)).toBe(300);
    expect(lowestLimit(null, undefined)).toBeNull();
  });

  it('lowers at once, raises or removes only after the cool-off', () => {
    const now = new Date('2026-11-27T12:00:00Z');
    expect(limitChangeFrom(1_000, 500, 24, now)).toEqual(now);
    expect(limitChangeFrom(null, 500, 24, now)).toEqual(now);
    expect(limitChangeFrom(500, 1_000, 24, now)).toEqual(new Date('2026-11-28T12:00:00Z'));
    expect(limitChangeFrom(500, null, 24, now)).toEqual(new Date('2026-11-28T12:00:00Z'));
  });

  it('never lets a raise take effect before the cool-off, whatever the amounts', () => {
    fc.assert(
      fc.property(
        fc.option(fc.integer({ min: 1, max: 1_000_000 })),
        fc.option(fc.integer({ min: 1, max: 1_000_000 })),
        fc.integer({ min: 0, max: 744 }),
        (current, next, hours) => {
          const now = new Date('2026-11-27T12:00:00Z');
          const from = limitChangeFrom(current, next, hours, now).getTime();
          const later = now.getTime() + hours * 3_600_000;
          if (next === null) expect(from).toBe(later);
          else if (current !== null && next > current) expect(from).toBe(later);
          else expect(from).toBe(now.getTime());
        },
      ),
    );
  });
});

describe('time-outs and self-exclusions', () => {
  const from = new Date('2026-08-31T10:00:00Z');

  it('ends each after its length; a permanent exclusion never', () => {
    expect(breakEnds('24h', from)).toEqual(new Date('2026-09-01T10:00:00Z'));
    expect(breakEnds('6w', from)).toEqual(new Date('2026-10-12T10:00:00Z'));
    expect(breakEnds('6m', from)).toEqual(new Date('2027-02-28T10:00:00Z'));
    expect(breakEnds('5y', from)).toEqual(new Date('2031-08-31T10:00:00Z'));
    expect(breakEnds('permanent', from)).toBeNull();
  });

  it('offers the breaks from the profile’s shortest on', () => {
    const strict = {
      ...JURISDICTION_PRESET_PROFILES.general,
      shortest_time_out: '7d' as const,
      shortest_self_exclusion: '1y' as const,
    };
    expect(offeredBreaks(strict)).toEqual({
      timeOuts: ['7d', '30d', '6w'],
      selfExclusions: ['1y', '5y', 'permanent'],
    });
  });
});
