import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INBOX_API,
  INBOX_LIVE_EVENT,
  OFFICE_INBOX_API,
  inboxListResponseSchema,
  inboxLiveSchema,
  type InboxCampaignRequest,
  type InboxList,
  type InboxLive,
  type InboxReach,
  type InboxSegment,
  type OfficeInboxCampaign,
} from '@tribuna/contracts/inbox';
import { playerTopic } from '@tribuna/contracts/live';
import { RESPONSIBLE_API } from '@tribuna/contracts/responsible';
import { rowsOf } from '../../db/rows';
import { createTestApp, type TestApp } from '../../test/test-app';
import { SYSTEM_ACTOR } from '../audit/audit.service';
import { someAddress } from '../players/players.test-support';
import { fund, rgCall, type TestPlayer } from '../responsible/responsible.test-support';
import { officeCall, officeLogin, type OfficeSession } from '../staff/staff.test-support';
import { DEMO_PROOF_PNG } from '../wallet/demo-wallet';
import { registrationOf } from '../wallet/wallet.test-support';
import { campaignRequest, claimCampaign, playRound } from '../bonus/bonus.test-support';

const HOST = 'localhost';
let t: TestApp;
let marketing: OfficeSession;

beforeAll(async () => {
  // Without the jobs: the push and the deliveries run where the tests say.
  t = await createTestApp({ jobs: false });
  marketing = await officeLogin(t.app, HOST, 'marketing', 'marketing1234');
}, 60_000);
afterAll(() => t.close());

const db = () => t.infra.database.db;
const inbox = () => t.app.services.inbox;

/** A new player of Tribuna with a country and a language of the test's choosing. */
async function player(extra: { country?: string; language?: string } = {}): Promise<TestPlayer> {
  const username = `inbox${crypto.randomBytes(4).toString('hex')}`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: { host: HOST, 'master-language': 'en_US' },
    remoteAddress: someAddress(),
    payload: registrationOf(username, extra),
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.body}`);
  const token = res.json<{ response: { token: string } }>().response.token;
  const claims = await t.app.platform.tokens.verify(token, 'player');
  const tenant = await t.app.services.tenants.resolveHost(HOST);
  if (!claims || !tenant) throw new Error('setup: no player or brand');
  return { host: HOST, token, playerId: claims.sub, tenantId: tenant.id };
}

async function listOf(p: TestPlayer, language = 'en_US', query = ''): Promise<InboxList> {
  const res = await rgCall(t.app, p, 'GET', `${INBOX_API.messages}${query}`, undefined, language);
  expect(res.statusCode).toBe(200);
  // Money formats put a no-break space between the currency and the amount.
  return inboxListResponseSchema.parse(JSON.parse(res.body.replace(/\u00a0|\u202f/g, ' ')))
    .response;
}

/** What the player's open pages hear while `run` runs. */
async function heard(p: TestPlayer, run: () => Promise<unknown>): Promise<InboxLive[]> {
  const events: InboxLive[] = [];
  const off = t.app.platform.bus.subscribe(playerTopic(p.playerId), (message) => {
    if (message.type === INBOX_LIVE_EVENT) events.push(inboxLiveSchema.parse(message.data));
  });
  await off.ready;
  try {
    await run();
    // The bus may deliver on the next turn (Redis): give it a moment.
    await new Promise((resolve) => setTimeout(resolve, 100));
  } finally {
    off();
  }
  return events;
}

function sendHello(p: TestPlayer, key: string) {
  return db().transaction((tx) =>
    inbox().send(tx, {
      tenantId: p.tenantId,
      playerId: p.playerId,
      key,
      kind: 'system',
      title: 'wallet.inbox.deposit_approved_title',
      body: 'wallet.inbox.deposit_approved_body',
      params: { amount: { amount: 123_456, currency: 'ARS' } },
    }),
  );
}

describe('system messages', () => {
  it('writes once per key and renders in the reader language', async () => {
    const p = await player();
    const key = `test:${crypto.randomUUID()}`;
    expect(await sendHello(p, key)).toBe(true);
    expect(await sendHello(p, key)).toBe(false);
    const en = await listOf(p);
    expect(en.items).toHaveLength(1);
    expect(en.unread).toBe(1);
    expect(en.items[0]).toMatchObject({
      kind: 'system',
      title: 'Deposit approved',
      body: 'Your deposit of ARS 1,234.56 was approved and is in your balance.',
      read: false,
    });
    const es = await listOf(p, 'es_ES');
    expect(es.items[0]?.title).toBe('Depósito aprobado');
    expect(es.items[0]?.body).toContain('1234,56');
    const pt = await listOf(p, 'pt_BR');
    expect(pt.items[0]?.body).toBe(
      'Seu depósito de ARS 1.234,56 foi aprovado e já está no seu saldo.',
    );
  });

  it('pushes after the commit only: a rolled-back sender pushes nothing', async () => {
    const p = await player();
    const rolledBack = await heard(p, async () => {
      await db()
        .transaction(async (tx) => {
          await inbox().send(tx, {
            tenantId: p.tenantId,
            playerId: p.playerId,
            key: `test:${crypto.randomUUID()}`,
            kind: 'system',
            title: 'wallet.inbox.deposit_approved_title',
            body: 'wallet.inbox.deposit_approved_body',
          });
          throw new Error('the sender failed');
        })
        .catch(() => undefined);
      await inbox().pushDue();
    });
    expect(rolledBack).toEqual([]);
    expect((await listOf(p)).total).toBe(0);

    await sendHello(p, `test:${crypto.randomUUID()}`);
    const pushed = await heard(p, () => inbox().pushDue());
    expect(pushed).toHaveLength(1);
    expect(pushed[0]?.unread).toBe(1);
    expect(pushed[0]?.message?.title).toBe('Deposit approved');
    // Pushed once: the next run finds nothing for this player.
    expect(await heard(p, () => inbox().pushDue())).toEqual([]);
  });

  it('reads, reads all, deletes; the count follows and other pages hear it', async () => {
    const p = await player();
    for (let i = 0; i < 3; i += 1) await sendHello(p, `test:${crypto.randomUUID()}`);
    const [first, second] = (await listOf(p)).items;
    if (!first || !second) throw new Error('no messages');
    const events = await heard(p, async () => {
      const read = await rgCall(t.app, p, 'POST', INBOX_API.read(first.id));
      expect(read.json()).toEqual({ response: { unread: 2 } });
    });
    expect(events).toEqual([{ unread: 2 }]);
    expect((await listOf(p, 'en_US', '?unread=true')).items.map((m) => m.id)).not.toContain(
      first.id,
    );
    const gone = await rgCall(t.app, p, 'DELETE', INBOX_API.message(second.id));
    expect(gone.json()).toEqual({ response: { unread: 1 } });
    expect((await listOf(p)).total).toBe(2);
    const all = await rgCall(t.app, p, 'POST', INBOX_API.readAll);
    expect(all.json()).toEqual({ response: { unread: 0 } });
    const count = await rgCall(t.app, p, 'GET', INBOX_API.unread);
    expect(count.json()).toEqual({ response: { unread: 0 } });
    // Another player's message is not found, nor a deleted one.
    const other = await player();
    expect((await rgCall(t.app, other, 'POST', INBOX_API.read(first.id))).statusCode).toBe(404);
    const again = await rgCall(
      t.app,
      p,
      'DELETE',
      INBOX_API.message(second.id),
      undefined,
      'es_ES',
    );
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ response: ['No se encontró este mensaje.'] });
  });

  it('a deposit approved or rejected, and a bonus granted, arrive in the inbox with their texts', async () => {
    const p = await player();
    const made = await t.app.services.wallet.deposits.createBank(
      p.tenantId,
      p.playerId,
      `d-${crypto.randomUUID()}`,
      { amount: 500_000, proof: { name: 'proof.png', content: DEMO_PROOF_PNG } },
    );
    const approve = () =>
      t.app.services.wallet.deposits.approve(SYSTEM_ACTOR, p.tenantId, 'same-key', made.id);
    await approve();
    await approve(); // a replayed decision writes no second message
    const list = await listOf(p);
    expect(list.items.map((m) => m.title)).toEqual(['Deposit approved']);
    expect(list.items[0]?.body).toContain('ARS 5,000.00');
    const second = await t.app.services.wallet.deposits.createBank(
      p.tenantId,
      p.playerId,
      `d-${crypto.randomUUID()}`,
      { amount: 200_000, proof: { name: 'proof.png', content: DEMO_PROOF_PNG } },
    );
    await t.app.services.wallet.deposits.reject(
      SYSTEM_ACTOR,
      p.tenantId,
      `r-${crypto.randomUUID()}`,
      second.id,
      'The proof shows another amount.',
    );
    expect((await listOf(p, 'pt_BR')).items[0]).toMatchObject({
      title: 'Depósito recusado',
      body: 'Seu depósito de ARS 2.000,00 foi recusado: The proof shows another amount.',
    });
    await claimCampaign(t.app, marketing, p, campaignRequest({ name: 'Welcome 100' }));
    const [granted] = (await listOf(p, 'es_ES')).items;
    expect(granted).toMatchObject({ title: 'Tienes un bono nuevo', read: false });
    expect(granted?.body).toContain('"Welcome 100"');
  });

  it('a limit lowered now, and a break whose end is known, write their messages', async () => {
    const p = await player();
    const set = await rgCall(t.app, p, 'PUT', RESPONSIBLE_API.limits, {
      kind: 'deposit',
      period: 'day',
      value: 100_000,
    });
    expect(set.statusCode).toBe(200);
    const taken = await rgCall(t.app, p, 'POST', RESPONSIBLE_API.breaks, { length: '24h' });
    expect(taken.statusCode).toBe(201);
    // The break logged the player out: their inbox as the next login would read it.
    const list = await inbox().list(p.tenantId, p.playerId, 'es_ES', { limit: 20, offset: 0 });
    // The break's end shows only once it comes.
    expect(list.items.map((m) => m.body.replace(/\u00a0/g, ' '))).toEqual([
      'Tu límite diario de depósito ahora es 1000,00 ARS.',
    ]);
    const [due] = rowsOf<{ n: number }>(
      await db().execute(sql`select count(*)::int as n from inbox_messages
        where player_id = ${p.playerId} and key like 'responsible.break-ended:%'
          and created_at > now() + interval '23 hours'`),
    );
    expect(due?.n).toBe(1);
  });
});

// ------------------------------------------------------------------ campaigns

const request = (segment: InboxSegment, extra: Partial<InboxCampaignRequest> = {}) => ({
  name: `Campaign ${crypto.randomUUID().slice(0, 8)}`,
  texts: {
    es_ES: { title: 'Hola', body: 'Un mensaje para ti' },
    en_US: { title: 'Hello', body: 'A message for you' },
  },
  segment,
  ...extra,
});

async function create(body: object): Promise<OfficeInboxCampaign> {
  const res = await officeCall(t.app, marketing, 'POST', OFFICE_INBOX_API.campaigns, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ response: OfficeInboxCampaign }>().response;
}

async function reach(segment: InboxSegment): Promise<InboxReach> {
  const res = await officeCall(t.app, marketing, 'POST', OFFICE_INBOX_API.reach, { segment });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ response: InboxReach }>().response;
}

async function recipientsOf(campaignId: string): Promise<string[]> {
  return rowsOf<{ player_id: string }>(
    await db().execute(
      sql`select player_id from inbox_messages where campaign_id = ${campaignId} order by player_id`,
    ),
  ).map((r) => r.player_id);
}

function deliver(campaignId: string) {
  return db().transaction((tx) => inbox().deliver(tx, campaignId));
}

describe('segments', () => {
  it('picks players by product played, country and language', async () => {
    const a = await player({ country: 'IS', language: 'es_ES' });
    const b = await player({ country: 'IS', language: 'pt_BR' });
    const c = await player({ country: 'NZ', language: 'en_US' });
    const d = await player({ country: 'FJ', language: 'en_US' });
    for (const p of [b, c]) await fund(t.app, p, 10_000);
    await playRound(t.app, db(), b, { amount: 1_000, returned: 0 });
    await playRound(t.app, db(), c, { amount: 1_000, returned: 0 });

    const ids = async (segment: InboxSegment) => {
      const campaign = await create(request(segment, { send_at: null }));
      await deliver(campaign.id);
      return recipientsOf(campaign.id);
    };
    const sorted = (...ps: TestPlayer[]) => ps.map((p) => p.playerId).sort();

    expect(await ids({ countries: ['IS'] })).toEqual(sorted(a, b));
    expect(await ids({ countries: ['IS', 'NZ', 'FJ'], languages: ['en_US'] })).toEqual(
      sorted(c, d),
    );
    expect(
      await ids({ countries: ['IS', 'NZ', 'FJ'], played: { products: ['casino'], days: 7 } }),
    ).toEqual(sorted(b, c));
    expect(
      await ids({
        countries: ['IS', 'NZ', 'FJ'],
        languages: ['pt_BR', 'en_US'],
        played: { products: ['sports'], days: 7 },
      }),
    ).toEqual([]);
    expect(await reach({ countries: ['IS', 'NZ'] })).toEqual({ matched: 3, receiving: 3 });
  });

  it("picks players by their tier of miles (the miles module's filter); no miles yet is bronze", async () => {
    const gold = await player({ country: 'GL', language: 'en_US' });
    const bronze = await player({ country: 'GL', language: 'en_US' });
    const none = await player({ country: 'GL', language: 'en_US' });
    for (const p of [gold, bronze]) {
      await db().transaction((tx) =>
        t.app.services.miles.award(tx, {
          tenantId: p.tenantId,
          playerId: p.playerId,
          miles: 10,
          reference: `tier-${p.playerId}`,
          reason: 'office',
        }),
      );
    }
    // The monthly review sets tiers; here one is set as it would have.
    await db().execute(
      sql`update miles_accounts set tier = 'gold' where player_id = ${gold.playerId}`,
    );
    const ids = async (segment: InboxSegment) => {
      const campaign = await create(request(segment, { send_at: null }));
      await deliver(campaign.id);
      return recipientsOf(campaign.id);
    };
    expect(await ids({ countries: ['GL'], tiers: ['gold', 'diamond'] })).toEqual([gold.playerId]);
    expect(await ids({ countries: ['GL'], tiers: ['bronze'] })).toEqual(
      [bronze.playerId, none.playerId].sort(),
    );
  });
});

describe('campaigns', () => {
  it('no player on a time-out or self-excluded gets it; the others do, in their language', async () => {
    const open = await player({ country: 'MT', language: 'en_US' });
    const portuguese = await player({ country: 'MT', language: 'pt_BR' });
    const timedOut = await player({ country: 'MT', language: 'en_US' });
    const excluded = await player({ country: 'MT', language: 'en_US' });
    const segment = { countries: ['MT'] };
    // Created before the breaks: who may receive it is decided when it is delivered.
    const campaign = await create(request(segment));
    expect(campaign.status).toBe('scheduled');
    expect(await reach(segment)).toEqual({ matched: 4, receiving: 4 });
    expect(
      (await rgCall(t.app, timedOut, 'POST', RESPONSIBLE_API.breaks, { length: '24h' })).statusCode,
    ).toBe(201);
    expect(
      (await rgCall(t.app, excluded, 'POST', RESPONSIBLE_API.breaks, { length: '6m' })).statusCode,
    ).toBe(201);
    expect(await reach(segment)).toEqual({ matched: 4, receiving: 2 });

    await deliver(campaign.id);
    expect(await recipientsOf(campaign.id)).toEqual([open.playerId, portuguese.playerId].sort());
    // The brand's language (es_ES) stands in for one the campaign lacks.
    expect((await listOf(open)).items[0]).toMatchObject({ kind: 'marketing', title: 'Hello' });
    expect((await listOf(portuguese, 'pt_BR')).items[0]?.title).toBe('Hola');

    // Sent and read counts.
    const [message] = (await listOf(open)).items;
    if (!message) throw new Error('no message');
    await rgCall(t.app, open, 'POST', INBOX_API.read(message.id));
    const listed = await officeCall(t.app, marketing, 'GET', OFFICE_INBOX_API.campaigns);
    const view = listed
      .json<{ response: { items: OfficeInboxCampaign[] } }>()
      .response.items.find((c) => c.id === campaign.id);
    expect(view).toMatchObject({ status: 'sent', sent: 2, read: 1 });
  });

  it('a delivery run twice, or again after a crash, writes one message per player', async () => {
    const players = [
      await player({ country: 'CY' }),
      await player({ country: 'CY' }),
      await player({ country: 'CY' }),
    ];
    const campaign = await create(request({ countries: ['CY'] }));
    await Promise.all([deliver(campaign.id), deliver(campaign.id)]);
    // As if a run had written its messages and died before marking the campaign sent.
    await db().execute(
      sql`update inbox_campaigns set status = 'scheduled' where id = ${campaign.id}`,
    );
    await deliver(campaign.id);
    expect(await recipientsOf(campaign.id)).toEqual(players.map((p) => p.playerId).sort());
    for (const p of players) expect((await listOf(p)).total).toBe(1);
  });

  it('schedules its delivery with the campaign; a cancelled one sends nothing', async () => {
    await player({ country: 'LU' });
    const sendAt = new Date(Date.now() + 3_600_000).toISOString();
    const campaign = await create(request({ countries: ['LU'] }, { send_at: sendAt }));
    const [job] = rowsOf<{ run_at: string | Date }>(
      await db().execute(sql`select run_at from scheduled_jobs
        where name = 'inbox.deliver' and key = ${campaign.id}`),
    );
    expect(new Date(job?.run_at ?? 0).toISOString()).toBe(sendAt);
    const cancelled = await officeCall(
      t.app,
      marketing,
      'POST',
      OFFICE_INBOX_API.cancel(campaign.id),
    );
    expect(cancelled.json()).toMatchObject({ response: { status: 'cancelled' } });
    await deliver(campaign.id);
    expect(await recipientsOf(campaign.id)).toEqual([]);
    const again = await officeCall(t.app, marketing, 'POST', OFFICE_INBOX_API.cancel(campaign.id));
    expect(again.statusCode).toBe(409);
  });

  it('refuses a campaign without the brand language, or sent in the past', async () => {
    const name = `Refused ${crypto.randomUUID()}`;
    const noSpanish = await officeCall(t.app, marketing, 'POST', OFFICE_INBOX_API.campaigns, {
      ...request({}),
      name,
      texts: { en_US: { title: 'Hello', body: 'Hi' } },
    });
    expect(noSpanish.statusCode).toBe(400);
    expect(noSpanish.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      response: ["The title and text in the brand's language (es_ES) are required."],
    });
    const past = await officeCall(t.app, marketing, 'POST', OFFICE_INBOX_API.campaigns, {
      ...request({}),
      name,
      send_at: '2020-01-01T00:00:00Z',
    });
    expect(past.statusCode).toBe(400);
    const badSegment = await officeCall(t.app, marketing, 'POST', OFFICE_INBOX_API.reach, {
      segment: { countries: [], played: { products: ['casino'], days: 0 } },
    });
    expect(badSegment.statusCode).toBe(400);
    const count = rowsOf<{ n: number }>(
      await db().execute(sql`select count(*)::int as n from inbox_campaigns where name = ${name}`),
    );
    expect(count[0]?.n).toBe(0);
  });
});
