import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  OFFICE_API,
  type OfficeAuditEntry,
  type OfficePlayer,
  type OfficePlayerDetail,
} from '@tribuna/contracts/office';
import { createTestApp, type TestApp } from '../../test/test-app';
import { officeCall, officeLogin, type OfficeSession } from '../staff/staff.test-support';

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

  it('needs the support or compliance scope (admin implies them)', async () => {
    const admin = await officeLogin(t.app, 'localhost', 'admin', 'admin1234');
    expect((await search('', admin)).items.length).toBeGreaterThan(0);
    const compliance = await officeLogin(t.app, 'localhost', 'compliance', 'compliance1234');
    expect((await search('', compliance)).items.length).toBeGreaterThan(0);
    const created = await officeCall(t.app, admin, 'POST', OFFICE_API.staff, {
      username: 'marketer',
      email: 'marketer@tribuna.localhost',
      password: 'marketer-pass',
      scopes: ['marketing'],
    });
    expect(created.statusCode).toBe(200);
    const marketer = await officeLogin(t.app, 'localhost', 'marketer', 'marketer-pass');
    const res = await officeCall(t.app, marketer, 'GET', OFFICE_API.players);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
    const block = await officeCall(
      t.app,
      marketer,
      'POST',
      `${OFFICE_API.players}/${demo.id}/block`,
      {
        reason: 'nope',
      },
    );
    expect(block.statusCode).toBe(403);
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
