import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MILES_API, OFFICE_MILES_API, type MilesTerms } from '@tribuna/contracts/miles';
import { createTestApp, type TestApp } from '../../test/test-app';
import { auditLog } from '../audit/audit.schema';
import { newPlayer, rgCall } from '../responsible/responsible.test-support';
import { officeCall, officeLogin, type OfficeSession } from '../staff/staff.test-support';

const HOST = 'localhost';
let t: TestApp;
let marketing: OfficeSession;
let admin: OfficeSession;
let support: OfficeSession;

beforeAll(async () => {
  t = await createTestApp({ jobs: false });
  [marketing, admin, support] = await Promise.all([
    officeLogin(t.app, HOST, 'marketing', 'marketing1234'),
    officeLogin(t.app, HOST, 'admin', 'admin1234'),
    officeLogin(t.app, HOST, 'support', 'support1234'),
  ]);
}, 60_000);
afterAll(() => t.close());

type SettingsAnswer = { response: MilesTerms & { currency: string } };

describe('the miles desk', () => {
  it("reads the brand's terms, its currency's defaults where it set none", async () => {
    const res = await officeCall(t.app, marketing, 'GET', OFFICE_MILES_API.settings);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<SettingsAnswer>().response).toMatchObject({
      currency: 'ARS',
      rates: { casino: 10_000, house: 10_000, sports: 20_000, table: 20_000 },
      withdraw_rate: 50,
      withdraw_minimum: 500,
    });
    const refused = await officeCall(t.app, support, 'GET', OFFICE_MILES_API.settings);
    expect(refused.statusCode).toBe(403);
  });

  it('marketing sets the rates and tiers; only an admin changes what a mile is worth', async () => {
    const before = (
      await officeCall(t.app, marketing, 'GET', OFFICE_MILES_API.settings)
    ).json<SettingsAnswer>().response;
    const { currency: _currency, ...terms } = before;
    const rates = { ...terms, rates: { ...terms.rates, sports: 25_000 } };
    const set = await officeCall(t.app, marketing, 'PUT', OFFICE_MILES_API.settings, rates);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json<SettingsAnswer>().response.rates.sports).toBe(25_000);

    const money = { ...rates, withdraw_rate: 100 };
    const refused = await officeCall(t.app, marketing, 'PUT', OFFICE_MILES_API.settings, money);
    expect(refused.statusCode).toBe(403);
    const allowed = await officeCall(t.app, admin, 'PUT', OFFICE_MILES_API.settings, money);
    expect(allowed.statusCode, allowed.body).toBe(200);
    expect(allowed.json<SettingsAnswer>().response.withdraw_rate).toBe(100);

    // Tiers out of order, a rate of zero: refused with the field's message, nothing changed.
    const bad = {
      ...money,
      rates: { ...money.rates, casino: 0 },
      tiers: [...money.tiers].reverse(),
    };
    const invalid = await officeCall(t.app, admin, 'PUT', OFFICE_MILES_API.settings, bad);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: {
        'rates.casino': ['Enter a whole number greater than zero.'],
        tiers: ['Bronze starts at 0 miles and each tier needs more miles than the one before.'],
      },
    });
    const after = await officeCall(t.app, admin, 'PUT', OFFICE_MILES_API.settings, terms);
    expect(after.json<SettingsAnswer>().response).toEqual(before);
  });

  it("staff award a player's miles once per key, audited, and see them on the player", async () => {
    const player = await newPlayer(t.app, HOST);
    const award = (key: string, payload: object) =>
      t.app.inject({
        method: 'POST',
        url: OFFICE_MILES_API.awards(player.playerId),
        headers: {
          host: HOST,
          authorization: `Bearer ${marketing.token}`,
          'master-language': 'es_ES',
          'idempotency-key': key,
        },
        payload,
      });
    const key = crypto.randomUUID();
    const first = await award(key, { miles: 250, note: 'Compensation for a failed round' });
    expect(first.statusCode, first.body).toBe(200);
    const again = await award(key, { miles: 250, note: 'Compensation for a failed round' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ response: { summary: { balance: 250 } } });

    const noNote = await award(crypto.randomUUID(), { miles: 10, note: ' ' });
    expect(noNote.statusCode).toBe(400);
    expect(noNote.json()).toMatchObject({
      fields: { note: ['Indica por qué se dan estas millas.'] },
    });

    const audited = await t.infra.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'miles.award'), eq(auditLog.targetId, player.playerId)));
    expect(audited).toHaveLength(1);

    const view = await officeCall(
      t.app,
      marketing,
      'GET',
      OFFICE_MILES_API.player(player.playerId),
    );
    expect(view.json()).toMatchObject({
      response: { summary: { balance: 250 }, items: [{ kind: 'award', miles: 250 }] },
    });
    // The player's own view says the same.
    const mine = await rgCall(t.app, player, 'GET', MILES_API.summary);
    expect(mine.json()).toMatchObject({ response: { balance: 250, tier: 'bronze' } });
    const unknown = await officeCall(
      t.app,
      marketing,
      'GET',
      OFFICE_MILES_API.player(crypto.randomUUID()),
    );
    expect(unknown.statusCode).toBe(404);
  });

  it('asks a guest to log in before anything else', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: MILES_API.withdrawals,
      headers: { host: HOST },
      payload: { miles: 'many' },
    });
    expect(res.statusCode).toBe(401);
  });
});
