import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OFFICE_API,
  type OfficeAuditEntry,
  type OfficePlayer,
  type OfficePlayerDetail,
} from '@tribuna/contracts/office';
import { createTestApp, type TestApp } from '../../test/test-app';
import { officeCall, officeLogin, type OfficeSession } from '../staff/staff.test-support';
import { someAddress } from './players.test-support';

let t: TestApp;
let support: OfficeSession;
let demo: OfficePlayer;

interface Page {
  items: OfficePlayer[];
  total: number;
  has_more: boolean;
}

beforeAll(async () => {
  t = await createTestApp();
  support = await officeLogin(t.app, 'localhost', 'support', 'support1234');
  const found = await search('?q=demo');
  const row = found.items.find((p) => p.username === 'demo');
  if (!row) throw new Error('the demo player is not seeded');
  demo = row;
});
afterAll(() => t.close());

async function search(query: string, session: OfficeSession = support): Promise<Page> {
  const res = await officeCall(t.app, session, 'GET', `${OFFICE_API.players}${query}`);
  expect(res.statusCode).toBe(200);
  return res.json<{ response: Page }>().response;
}

function playerLogin(username: string, password: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    headers: { host: 'localhost', 'master-language': 'en_US' },
    payload: { username, password },
  });
}

/** A new player of this brand, registered through the site's call. */
async function registerPlayer(overrides: Record<string, unknown>): Promise<void> {
  const username = `office${crypto.randomBytes(4).toString('hex')}`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    headers: { host: 'localhost', 'master-language': 'en_US' },
    remoteAddress: someAddress(),
    payload: {
      username,
      email: `${username}@example.com`,
      password: 'secret-pass-1',
      name: 'Ana',
      last_name: 'Souza',
      is_adult: true,
      birth_date: '1990-04-02',
      accept_terms: true,
      accept_privacy: true,
      ...overrides,
    },
  });
  expect(res.statusCode).toBe(201);
}

function playerUser(token: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/user',
    headers: { host: 'localhost', 'master-language': 'en_US', authorization: `Bearer ${token}` },
  });
}

describe('players in the office', () => {
  it("searches this brand's players by text and status", async () => {
    const byText = await search('?q=DEMO@');
    expect(byText.items.map((p) => p.username)).toEqual(['demo']);
    expect(byText).toMatchObject({ total: 1, has_more: false });

    const blocked = await search('?status=blocked');
    expect(blocked.items.length).toBeGreaterThan(0);
    expect(blocked.items.every((p) => p.status === 'blocked')).toBe(true);

    const paged = await search('?limit=1');
    expect(paged.items).toHaveLength(1);
    expect(paged.has_more).toBe(paged.total > 1);

    const bad = await officeCall(t.app, support, 'GET', `${OFFICE_API.players}?status=gone`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { status: ['The status field is invalid.'] },
    });
  });

  it('shows one player, and no player of another brand', async () => {
    const res = await officeCall(t.app, support, 'GET', `${OFFICE_API.players}/${demo.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      response: { id: demo.id, username: 'demo', status: 'active', blocked_reason: null },
    });
    const riobetSupport = await officeLogin(t.app, '127.0.0.1', 'support', 'support1234');
    const other = await officeCall(t.app, riobetSupport, 'GET', `${OFFICE_API.players}/${demo.id}`);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({
      code: 'NOT_FOUND',
      response: ['This player does not exist.'],
    });
  });

  it('needs a players scope: support, compliance or marketing (admin implies them)', async () => {
    const admin = await officeLogin(t.app, 'localhost', 'admin', 'admin1234');
    expect((await search('', admin)).items.length).toBeGreaterThan(0);
    const compliance = await officeLogin(t.app, 'localhost', 'compliance', 'compliance1234');
    expect((await search('', compliance)).items.length).toBeGreaterThan(0);
    const cashier = await officeLogin(t.app, 'localhost', 'cashier', 'cashier1234');
    const res = await officeCall(t.app, cashier, 'GET', OFFICE_API.players);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('blocks a player with a reason: their Bearer calls are refused at once', async () => {
    const login = await playerLogin('demo', 'demo1234');
    expect(login.statusCode).toBe(200);
    const token = login.json<{ response: { token: string } }>().response.token;
    expect((await playerUser(token)).statusCode).toBe(200);

    const noReason = await officeCall(
      t.app,
      support,
      'POST',
      `${OFFICE_API.players}/${demo.id}/block`,
      {
        reason: ' ',
      },
    );
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toMatchObject({ fields: { reason: ['Please give a reason.'] } });
    expect((await playerUser(token)).statusCode).toBe(200);

    const blocked = await officeCall(
      t.app,
      support,
      'POST',
      `${OFFICE_API.players}/${demo.id}/block`,
      {
        reason: 'Chargeback under review',
      },
    );
    expect(blocked.statusCode).toBe(200);
    const detail = blocked.json<{ response: OfficePlayerDetail }>().response;
    expect(detail).toMatchObject({
      status: 'blocked',
      blocked_reason: 'Chargeback under review',
      active_sessions: 0,
    });

    const refused = await playerUser(token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'USER_BLOCKED', response: ['User blocked'] });
    const again = await playerLogin('demo', 'demo1234');
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ response: ['User blocked'] });

    const audit = await officeCall(
      t.app,
      await officeLogin(t.app, 'localhost', 'admin', 'admin1234'),
      'GET',
      `${OFFICE_API.audit}?action=player.block`,
    );
    const [entry] = audit.json<{ response: { items: OfficeAuditEntry[] } }>().response.items;
    expect(entry).toMatchObject({
      staff_username: 'support',
      target_id: demo.id,
      before: { status: 'active' },
      after: { status: 'blocked', reason: 'Chargeback under review' },
    });
  });

  it('unblocks a player, who can log in again', async () => {
    const res = await officeCall(
      t.app,
      support,
      'POST',
      `${OFFICE_API.players}/${demo.id}/unblock`,
      {},
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ response: { status: 'active', blocked_reason: null } });
    expect((await playerLogin('demo', 'demo1234')).statusCode).toBe(200);
  });
});

describe('marketing in the players office: finds and reads, never writes', () => {
  let marketing: OfficeSession;
  beforeAll(async () => {
    marketing = await officeLogin(t.app, 'localhost', 'marketing', 'marketing1234');
  });

  it("searches this brand's players", async () => {
    const page = await search('?q=demo', marketing);
    expect(page.items.map((p) => p.username)).toContain('demo');
  });

  it('finds no player by document number, which the desks do', async () => {
    const dni = String(crypto.randomInt(10_000_000, 99_999_999));
    await registerPlayer({ dni });
    expect((await search(`?q=${dni}`, support)).total).toBe(1);
    expect((await search(`?q=${dni}`, marketing)).total).toBe(0);
  });

  it('reads who a player is: the fields of a search row and no more', async () => {
    const res = await officeCall(
      t.app,
      marketing,
      'GET',
      `${OFFICE_API.players}/${demo.id}/summary`,
    );
    expect(res.statusCode).toBe(200);
    const summary = res.json<{ response: OfficePlayer }>().response;
    expect(Object.keys(summary).sort()).toEqual(Object.keys(demo).sort());
    expect(summary).toMatchObject({ id: demo.id, username: 'demo', email: demo.email });
  });

  it('reads no player of another brand', async () => {
    const riobet = await officeLogin(t.app, '127.0.0.1', 'marketing', 'marketing1234');
    const res = await officeCall(t.app, riobet, 'GET', `${OFFICE_API.players}/${demo.id}/summary`);
    expect(res.statusCode).toBe(404);
  });

  it("cannot read the desks' details of a player", async () => {
    const res = await officeCall(t.app, marketing, 'GET', `${OFFICE_API.players}/${demo.id}`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('cannot block or unblock a player', async () => {
    const path = `${OFFICE_API.players}/${demo.id}`;
    const block = await officeCall(t.app, marketing, 'POST', `${path}/block`, { reason: 'nope' });
    expect(block.statusCode).toBe(403);
    const unblock = await officeCall(t.app, marketing, 'POST', `${path}/unblock`, {});
    expect(unblock.statusCode).toBe(403);
    expect((await search('?q=DEMO@', marketing)).items[0]).toMatchObject({ status: 'active' });
  });
});
