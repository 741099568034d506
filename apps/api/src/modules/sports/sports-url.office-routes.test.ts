import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OFFICE_API, type OfficeSite } from '@tribuna/contracts/office';
import { createTestApp, type TestApp } from '../../test/test-app';
import { officeCall, officeLogin, type OfficeSession } from '../staff/staff.test-support';
import { walletCall } from '../wallet/wallet.test-support';

// A brand's partner sportsbook (`sports_url`) is framed by the site, whose CSP frames
// only https: an http address would be accepted and then shown as a blank frame.

let t: TestApp;
let admin: OfficeSession;

beforeAll(async () => {
  t = await createTestApp();
  admin = await officeLogin(t.app, 'localhost', 'admin', 'admin1234');
});
afterAll(() => t.close());

async function site(): Promise<OfficeSite> {
  const res = await officeCall(t.app, admin, 'GET', OFFICE_API.site);
  expect(res.statusCode).toBe(200);
  return res.json<{ response: OfficeSite }>().response;
}

function save(before: OfficeSite, sportsUrl: string | null, language = 'en_US') {
  return walletCall(t.app, admin, 'PUT', OFFICE_API.site, {
    key: null,
    language,
    payload: { version: before.version, settings: { ...before.settings, sports_url: sportsUrl } },
  });
}

describe('the partner sportsbook URL in the office', () => {
  it('refuses an http URL with a message in the caller’s language, and takes an https one', async () => {
    const before = await site();
    const messages: [string, string][] = [
      ['en_US', 'The sportsbook URL must be a full https:// address.'],
      ['es_ES', 'La URL de apuestas deportivas debe ser una dirección https:// completa.'],
      ['pt_BR', 'A URL de apostas esportivas deve ser um endereço https:// completo.'],
    ];
    for (const [language, message] of messages) {
      const res = await save(before, 'http://sports.example.com/', language);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { 'settings.sports_url': [message] },
      });
    }
    for (const bad of ['https://', 'javascript:alert(1)', '/sports', 'HTTP://x.example']) {
      const res = await save(before, bad);
      expect(res.statusCode, bad).toBe(400);
    }
    expect((await site()).version).toBe(before.version);

    const saved = await save(before, 'https://sports.example.com/book?brand=tribuna');
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await site()).settings.sports_url).toBe(
      'https://sports.example.com/book?brand=tribuna',
    );
    const cleared = await save(await site(), null);
    expect(cleared.statusCode, cleared.body).toBe(200);
  });
});
