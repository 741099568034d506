import { describe, expect, it } from 'vitest';
import { zoneName } from './time-zones';

const ZONE = 'America/Argentina/Buenos_Aires';

describe('a time zone for people', () => {
  it('names the zone as people say it, or by its id', () => {
    expect(zoneName(ZONE, 'en_US')).toBe('Argentina Standard Time');
    expect(zoneName(ZONE, 'es_ES')).toBe('hora estándar de Argentina');
    expect(zoneName(ZONE, 'pt_BR')).toBe('Horário Padrão da Argentina');
    expect(zoneName('Nowhere/Else', 'en_US')).toBe('Nowhere/Else');
  });
});
