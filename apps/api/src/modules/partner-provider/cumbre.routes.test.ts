import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfficeRound, OfficeRoundDetail } from '@tribuna/contracts/casino-office';
import type { WalletSummary } from '@tribuna/contracts/wallet';
import { settleDados } from '@tribuna/games/partner/dados';
import { frutasLineMultiplier, type FrutasSymbol } from '@tribuna/games/partner/frutas-clasicas';
import { createTestApp, type TestApp } from '../../test/test-app';
import { launch } from '../casino/casino.test-support';
import type { PlayerSession } from '../players/players.test-support';
import { officeCall, officeLogin, type OfficeSession } from '../staff/staff.test-support';
import { registerPlayer, walletCall } from '../wallet/wallet.test-support';

// Cumbre is played as a browser plays it: the platform's launch, then its pages over real
// HTTP on a listening server, whose calls to the wallet API are real HTTP too.

const HOST = 'localhost';
let t: TestApp;
let port: number;
let admin: OfficeSession;

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  admin = await officeLogin(t.app, HOST, 'admin', 'admin1234');
}, 60_000);
afterAll(() => t.close());

interface Page {
  status: number;
  html: string;
  csp: string;
}

/** A page of the partner, as the brand's frame asks it (Host: the brand). */
function page(path: string, form?: Record<string, string>): Promise<Page> {
  const body = form ? new URLSearchParams(form).toString() : undefined;
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        hostname: '127.0.0.1',
        port,
        path,
        method: form ? 'POST' : 'GET',
        headers: {
          host: HOST,
          ...(body
            ? {
                'content-type': 'application/x-www-form-urlencoded',
                'content-length': Buffer.byteLength(body),
              }
            : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            html: Buffer.concat(chunks).toString('utf8'),
            csp: String(response.headers['content-security-policy'] ?? ''),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

/** The form's hidden fields, as the browser would send them back. */
function hiddenFields(html: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const match of html.matchAll(/<input type="hidden" name="(\w+)" value="([^"]*)">/g)) {
    fields[match[1] ?? ''] = match[2] ?? '';
  }
  return fields;
}

function shownBalance(html: string): number | null {
  const match = /data-testid="balance" data-minor="(\d+)"/.exec(html);
  return match ? Number(match[1]) : null;
}

function attribute(html: string, name: string): string | null {
  const match = new RegExp(`data-testid="result"[^>]*\\sdata-${name}="([^"]*)"`).exec(html);
  return match?.[1] ?? null;
}

function shownError(html: string): string | null {
  return /data-testid="error">([^<]*)</.exec(html)?.[1] ?? null;
}

async function fundedPlayer(amount: number): Promise<{ player: PlayerSession; username: string }> {
  const player = await registerPlayer(t.app, HOST);
  const claims = await t.app.platform.tokens.verify(player.token, 'player');
  const tenant = await t.app.services.tenants.resolveHost(HOST);
  if (!claims || !tenant) throw new Error('setup');
  await t.app.services.wallet.ledger.credit({
    tenantId: tenant.id,
    currency: 'ARS',
    idempotencyKey: `fund-${crypto.randomUUID()}`,
    type: 'adjustment',
    amount,
    playerId: claims.sub,
    from: 'adjustments',
  });
  const username = (await t.app.services.players.getById(tenant.id, claims.sub))?.username ?? '';
  return { player, username };
}

async function cash(player: PlayerSession): Promise<number> {
  const res = await walletCall(t.app, player, 'GET', '/api/wallet');
  return res.json<{ response: WalletSummary }>().response.balance.cash;
}

async function roundsOf(username: string): Promise<OfficeRound[]> {
  const res = await officeCall(t.app, admin, 'GET', `/api/office/casino/rounds?player=${username}`);
  return res.json<{ response: { items: OfficeRound[] } }>().response.items;
}

async function roundDetail(id: string): Promise<OfficeRoundDetail> {
  const res = await officeCall(t.app, admin, 'GET', `/api/office/casino/rounds/${id}`);
  return res.json<{ response: OfficeRoundDetail }>().response;
}

describe('Cumbre Games, a partner provider on the seamless wallet', () => {
  it('is in the catalogue as a provider of its own, with both games', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/casino/games?provider=cumbre',
      headers: { host: HOST },
    });
    const items = res.json<{ response: { items: { slug: string; rtp: string }[] } }>().response
      .items;
    expect(items.map((g) => [g.slug, g.rtp])).toEqual([
      ['dados', '99.00'],
      ['frutas-clasicas', '95.45'],
    ]);
  });

  it('plays a real round of Dados: the balance and the recorded round follow the roll', async () => {
    const { player, username } = await fundedPlayer(100_000);
    const launched = await launch(t.app, HOST, player.token, 'dados', 'real');
    expect(launched.status).toBe(201);
    const url = launched.launch?.url ?? '';
    expect(url).toMatch(/^\/partner\/cumbre\/play\?game=dados&session=.+&token=.+&mode=real/);

    const opened = await page(url);
    expect(opened.status).toBe(200);
    // The site's policy: no script may run, forms post only to this origin.
    expect(opened.csp).toContain("script-src 'self'");
    expect(opened.csp).toContain("form-action 'self'");
    expect(opened.html).not.toContain('<script');
    expect(shownBalance(opened.html)).toBe(100_000);
    const form = hiddenFields(opened.html);
    expect(form).toMatchObject({ game: 'dados', mode: 'real', currency: 'ARS', language: 'en_US' });

    const played = await page('/partner/cumbre/play', { ...form, bet: '10.00', target: '50' });
    expect(played.status).toBe(200);
    expect(shownError(played.html)).toBeNull();
    const roll = Number(attribute(played.html, 'roll'));
    const payout = Number(attribute(played.html, 'payout'));
    // The page's result is the engine's rule for that roll.
    expect(payout).toBe(settleDados({ amount: 1_000, target: 50 }, roll).payout);
    expect(shownBalance(played.html)).toBe(100_000 - 1_000 + payout);
    expect(await cash(player)).toBe(100_000 - 1_000 + payout);

    const [round, ...others] = await roundsOf(username);
    expect(others).toEqual([]);
    expect(round).toMatchObject({
      round_id: form.play,
      provider: 'cumbre',
      game: { slug: 'dados' },
      mode: 'real',
      status: 'closed',
      bets: 1_000,
      wins: payout,
    });
    const detail = await roundDetail(round?.id ?? '');
    expect(detail.transactions.map((x) => [x.transaction_id, x.kind, x.amount, x.status])).toEqual([
      [`${form.play}:bet`, 'bet', 1_000, 'done'],
      [`${form.play}:win`, 'win', payout, 'done'],
    ]);

    // The same form sent again (a reload) replays the same round: nothing moves twice.
    const again = await page('/partner/cumbre/play', { ...form, bet: '10.00', target: '50' });
    expect(attribute(again.html, 'roll')).toBe(String(roll));
    expect(await cash(player)).toBe(100_000 - 1_000 + payout);
    expect(await roundsOf(username)).toHaveLength(1);

    // A bet beyond the balance: the platform's own refusal, and nothing changes.
    const next = hiddenFields(played.html);
    expect(next.play).not.toBe(form.play);
    const refused = await page('/partner/cumbre/play', { ...next, bet: '5000.00', target: '50' });
    expect(shownError(refused.html)).toBe('Not enough balance for this bet.');
    expect(shownBalance(refused.html)).toBe(100_000 - 1_000 + payout);
    expect(attribute(refused.html, 'payout')).toBeNull();
    expect(await cash(player)).toBe(100_000 - 1_000 + payout);
    expect(await roundsOf(username)).toHaveLength(1);
  });

  it('plays a real spin of Frutas Clásicas in the launch language, paid by the line', async () => {
    const { player, username } = await fundedPlayer(50_000);
    const launched = await t.app.inject({
      method: 'POST',
      url: '/api/casino/games/frutas-clasicas/launch',
      headers: { host: HOST, 'master-language': 'es_ES', authorization: `Bearer ${player.token}` },
      payload: { mode: 'real' },
    });
    const url = launched.json<{ response: { url: string } }>().response.url;
    const opened = await page(url);
    expect(opened.html).toContain('<html lang="es">');
    expect(opened.html).toContain('Tabla de pagos');
    const form = hiddenFields(opened.html);
    // The bet is prefilled and read as the player types amounts: "1,00", not "1.00".
    expect(opened.html).toMatch(/<input name="bet"[^>]* placeholder="0,00" value="1,00"/);
    const english = await page('/partner/cumbre/play', { ...form, bet: '2.50' });
    expect(shownError(english.html)).toBe('Escribe una apuesta como 1,00.');
    expect(await cash(player)).toBe(50_000);
    const spun = await page('/partner/cumbre/play', { ...form, bet: '2,50' });
    const line = (attribute(spun.html, 'line') ?? '').split(' ') as [
      FrutasSymbol,
      FrutasSymbol,
      FrutasSymbol,
    ];
    expect(line).toHaveLength(3);
    const payout = 250 * frutasLineMultiplier(line);
    expect(Number(attribute(spun.html, 'payout'))).toBe(payout);
    expect(await cash(player)).toBe(50_000 - 250 + payout);
    const [round] = await roundsOf(username);
    expect(round).toMatchObject({ bets: 250, wins: payout, status: 'closed', provider: 'cumbre' });

    // Outside the game's limits: refused by the platform, in Spanish.
    const big = await page('/partner/cumbre/play', { ...hiddenFields(spun.html), bet: '6000' });
    expect(shownError(big.html)).toMatch(/^Las apuestas en este juego van de/);
    expect(await cash(player)).toBe(50_000 - 250 + payout);
  });

  it('plays a guest demo on play money kept in the form, without touching the wallet', async () => {
    const launched = await launch(t.app, HOST, null, 'frutas-clasicas', 'demo');
    const opened = await page(launched.launch?.url ?? '');
    expect(shownBalance(opened.html)).toBe(100_000);
    const form = hiddenFields(opened.html);
    expect(form.balance).toBe('100000');
    const spun = await page('/partner/cumbre/play', { ...form, bet: '1.00' });
    const payout = Number(attribute(spun.html, 'payout'));
    expect(shownBalance(spun.html)).toBe(100_000 - 100 + payout);
    expect(hiddenFields(spun.html).balance).toBe(String(100_000 - 100 + payout));
    const tooMuch = await page('/partner/cumbre/play', {
      ...hiddenFields(spun.html),
      balance: '50',
      bet: '1.00',
    });
    expect(shownError(tooMuch.html)).toBe('Not enough play money for this bet.');
    const rounds = await officeCall(
      t.app,
      admin,
      'GET',
      '/api/office/casino/rounds?provider=cumbre',
    );
    expect(
      rounds.json<{ response: { items: OfficeRound[] } }>().response.items.map((r) => r.mode),
    ).not.toContain('demo');
  });

  it('serves what its pages need in the site’s frame, as an opaque origin (ADR 0038)', async () => {
    const launched = await launch(t.app, HOST, null, 'dados', 'demo');
    const opened = await t.app.inject({
      method: 'GET',
      url: launched.launch?.url ?? '',
      headers: { host: HOST },
    });
    expect(opened.statusCode).toBe(200);
    // It cannot join the origin-keyed cluster the site's pages ask for; asking makes a warning.
    expect(opened.headers['origin-agent-cluster']).toBeUndefined();
    expect(String(opened.headers['content-security-policy'])).toContain("form-action 'self'");
    // Its stylesheet, loaded by a page whose origin is opaque: another origin, even here.
    const css = await t.app.inject({
      method: 'GET',
      url: '/partner/cumbre/cumbre.css',
      headers: { host: HOST },
    });
    expect(css.statusCode).toBe(200);
    expect(css.headers['cross-origin-resource-policy']).toBe('cross-origin');
    // The site's own pages keep both.
    const site = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { host: HOST, accept: 'text/html' },
    });
    expect(site.headers['origin-agent-cluster']).toBe('?1');
    expect(site.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it('refuses a link it did not get from a launch', async () => {
    const res = await page(
      '/partner/cumbre/play?game=dados&token=x&mode=real&currency=ARS&language=en_US',
    );
    expect(res.status).toBe(200);
    expect(shownError(res.html)).toBeTruthy();
    expect(hiddenFields(res.html)).toEqual({});
    const broken = await page('/partner/cumbre/play?game=nope');
    expect(broken.status).toBe(400);
  });
});
