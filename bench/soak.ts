// Soak: the embedded run (`node --import tsx apps/api/src/server.ts` on a fresh DATA_DIR
// with the demo seed, as `npm start` runs it, simulated sports feed on) played for
// SOAK_MINUTES (default 60) by a few players per demo brand at a human pace, over real
// HTTP and one WebSocket per player, while the server's memory is read from /proc every
// 10 s. What it answers: does the process's resident memory settle, or keep growing?
//
// Each player is registered through the API, funded by the brand's admin through the
// office (a manual adjustment, topped up the same way when it runs low), and then, every
// 1–3 s, does one thing a person on the site does: loads a page's API calls (the
// configuration, the user, the wallet, the sports menu, events and live events, an
// event's markets, the casino lobby and a search, the bets and transactions lists), places
// a sports bet on the simulated feed's markets, spins the house slot or roulette through
// the house API, plays a round of Cumbre's dice or fruit machine (a provider hosted by the
// process that moves money only through the signed seamless-wallet API: bet, win and
// end-round over HTTP; the providers' secrets are not readable through the office API, so
// this is how the bench reaches that API), or logs out and in again. Its socket is joined
// to the `sports` channel and authenticated as a page does; it is opened again after each
// new login.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import WebSocket from 'ws';
import { call, cpuSeconds, percentile, startTribuna, tempDir, type Answer } from './lib';

const MINUTE_MS = 60_000;
export const SOAK_MINUTES = Number(process.env.SOAK_MINUTES ?? 60);
const PLAYERS_PER_BRAND = Number(process.env.SOAK_PLAYERS_PER_BRAND ?? 3);
const SAMPLE_MS = 10_000;
/** Minutes after the server's ready line at which the curve is read. */
const CHECKPOINTS = [0, 5, 15, 30, 60];
/** A player logs out and in again about this often. */
const RELOGIN_EVERY_MS = 10 * MINUTE_MS;

interface Brand {
  name: string;
  host: string;
  language: string;
}

const BRANDS: Brand[] = [
  { name: 'Tribuna', host: 'localhost', language: 'es_ES' },
  { name: 'RioBet', host: '127.0.0.1', language: 'pt_BR' },
  { name: 'Lucky Star', host: 'lucky.localhost', language: 'en_US' },
];

interface Site {
  brand: Brand;
  apiKey: string;
  hash: string;
  officeToken: string;
  /** 10^decimals of the brand's currency: one unit in minor units. */
  unit: number;
}

interface Sample {
  /** Milliseconds since the server's ready line. */
  t: number;
  rssMb: number;
  hwmMb: number;
  anonMb: number;
  fileMb: number;
  cpuS: number | null;
  dataMb: number | null;
}

interface Tally {
  count: number;
  errors: number;
  refused: number;
  ms: number[];
}

const tallies = new Map<string, Tally>();
const errorTexts = new Map<string, number>();
const socketStats = { opened: 0, closedByServer: 0, frames: 0, events: 0, errors: 0 };

function tally(action: string): Tally {
  let t = tallies.get(action);
  if (!t) {
    t = { count: 0, errors: 0, refused: 0, ms: [] };
    tallies.set(action, t);
  }
  return t;
}

function noteError(action: string, text: string): void {
  tally(action).errors += 1;
  const key = `${action}: ${text.slice(0, 160)}`;
  errorTexts.set(key, (errorTexts.get(key) ?? 0) + 1);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

function pick<T>(items: readonly T[]): T | undefined {
  return items[Math.floor(Math.random() * items.length)];
}

function key(): string {
  return `soak-${crypto.randomUUID()}`;
}

function responseOf<T>(answer: Answer): T {
  return (answer.body as { response: T }).response;
}

function describe(answer: Answer): string {
  const body = answer.body as { code?: string; response?: unknown } | string;
  if (typeof body === 'string') return `${answer.status} ${body.slice(0, 80)}`;
  const detail = Array.isArray(body.response) ? body.response.join(' ') : '';
  return `${answer.status} ${body.code ?? ''} ${detail}`.trim();
}

/** A page's request, as a browser sends it: a GET, or a form posted as a form. */
function page(
  port: number,
  method: 'GET' | 'POST',
  pathname: string,
  host: string,
  headers: Record<string, string>,
  form?: Record<string, string>,
): Promise<Answer> {
  const payload = form ? new URLSearchParams(form).toString() : undefined;
  const began = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path: pathname,
        headers: {
          ...headers,
          host,
          ...(payload ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: text,
            ms: performance.now() - began,
            cookies: [],
          }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

/** Memory of a process from /proc/<pid>/status, in MB. */
function statusMb(pid: number): { rss: number; hwm: number; anon: number; file: number } | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
    return {
      rss: kb('VmRSS') / 1024,
      hwm: kb('VmHWM') / 1024,
      anon: kb('RssAnon') / 1024,
      file: kb('RssFile') / 1024,
    };
  } catch {
    return null;
  }
}

function folderMb(folder: string): number | null {
  try {
    let bytes = 0;
    for (const entry of fs.readdirSync(folder, { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) bytes += fs.statSync(path.join(entry.parentPath, entry.name)).size;
    }
    return bytes / 1024 / 1024;
  } catch {
    return null;
  }
}

/** Least-squares slope of RSS over the samples, in MB per hour. */
function slopeMbPerHour(samples: Sample[]): number {
  const n = samples.length;
  if (n < 2) return Number.NaN;
  const xs = samples.map((s) => s.t / 3_600_000);
  const mx = xs.reduce((a, b) => a + b, 0) / n;
  const my = samples.reduce((a, s) => a + s.rssMb, 0) / n;
  let num = 0;
  let den = 0;
  samples.forEach((s, i) => {
    const dx = (xs[i] ?? 0) - mx;
    num += dx * (s.rssMb - my);
    den += dx * dx;
  });
  return den === 0 ? Number.NaN : num / den;
}

/** The brand's admin in the office: a token, and the site key and hash a page carries. */
async function openSite(port: number, brand: Brand): Promise<Site> {
  const login = await call(port, 'POST', '/api/office/auth/login', {
    host: brand.host,
    body: { username: 'admin', password: 'admin1234' },
  });
  if (login.status !== 200) throw new Error(`office login on ${brand.host}: ${describe(login)}`);
  const officeToken = responseOf<{ token: string }>(login).token;
  const site = await call(port, 'GET', '/api/office/site', {
    host: brand.host,
    headers: { authorization: `Bearer ${officeToken}` },
  });
  const keys = responseOf<{ api_key: string; hash: string }>(site);
  const config = await call(port, 'POST', '/api/configurations', {
    host: brand.host,
    body: { domain: brand.host, hash: keys.hash, language: brand.language },
    headers: { 'master-api-key': keys.api_key },
  });
  if (config.status !== 200)
    throw new Error(`configurations on ${brand.host}: ${describe(config)}`);
  const decimals = responseOf<{ configurations: { currency_decimals: number } }>(config)
    .configurations.currency_decimals;
  return { brand, apiKey: keys.api_key, hash: keys.hash, officeToken, unit: 10 ** decimals };
}

interface EventView {
  id: string;
  status: string;
  /** The brand's smallest stake on the event's sport, minor units. */
  min_stake: number;
  markets: {
    id: string;
    status: string;
    outcomes: { key: string; odds: number; active: boolean }[];
  }[];
}

/** One person on one brand's site. */
class Player {
  readonly username: string;
  private token = '';
  private tokenExpiresAt = 0;
  private cookies = new Map<string, string>();
  private socket: WebSocket | null = null;
  private stopping = false;
  private nextLogin = Date.now() + RELOGIN_EVERY_MS;
  private events: EventView[] = [];
  private games: Record<string, string> = {};
  private cumbreForm: Record<string, string> | null = null;
  private playerId = '';
  balance = 0;

  constructor(
    private readonly port: number,
    private readonly site: Site,
    index: number,
    private readonly address: string,
  ) {
    const tag = site.brand.name.replace(/\W/g, '').toLowerCase();
    this.username = `soak_${tag}_${index}_${Date.now().toString(36)}`;
  }

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    const headers: Record<string, string> = {
      accept: 'application/json',
      'master-language': this.site.brand.language,
      'master-api-key': this.site.apiKey,
      // Players come from addresses of their own (the server trusts the proxy's header).
      'x-forwarded-for': this.address,
      ...extra,
    };
    if (this.token) headers.authorization = `Bearer ${this.token}`;
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (xsrf) headers['x-xsrf-token'] = xsrf;
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    return headers;
  }

  private remember(answer: Answer): void {
    for (const cookie of answer.cookies) {
      const at = cookie.indexOf('=');
      const name = cookie.slice(0, at);
      const value = cookie.slice(at + 1);
      if (value) this.cookies.set(name, value);
      else this.cookies.delete(name);
    }
  }

  /** One API call, timed under `action`; an unexpected status counts as that action's error. */
  private async api(
    action: string,
    method: string,
    pathname: string,
    options: { body?: unknown; key?: boolean; ok?: number[] } = {},
  ): Promise<Answer | null> {
    const t = tally(action);
    try {
      const answer = await call(this.port, method, pathname, {
        host: this.site.brand.host,
        body: options.body,
        headers: this.headers(options.key ? { 'idempotency-key': key() } : {}),
      });
      this.remember(answer);
      t.ms.push(answer.ms);
      if (!(options.ok ?? [200]).includes(answer.status)) {
        noteError(action, `${method} ${pathname.split('?')[0]}: ${describe(answer)}`);
        return null;
      }
      return answer;
    } catch (error) {
      noteError(action, `${method} ${pathname}: ${String(error)}`);
      return null;
    }
  }

  private count(action: string): void {
    tally(action).count += 1;
  }

  private signedIn(answer: Answer): void {
    const body = responseOf<{ token: string; expires_in: number }>(answer);
    this.token = body.token;
    this.tokenExpiresAt = Date.now() + body.expires_in * 1000;
    this.nextLogin = Date.now() + RELOGIN_EVERY_MS * (0.5 + Math.random());
  }

  async register(): Promise<void> {
    this.count('register');
    const answer = await this.api('register', 'POST', '/api/auth/register', {
      ok: [201],
      body: {
        username: this.username,
        email: `${this.username}@soak.example`,
        password: 'soak-password-1',
        name: 'Soak',
        last_name: 'Player',
        is_adult: true,
        birth_date: '1990-04-02',
        accept_terms: true,
        accept_privacy: true,
        language: this.site.brand.language,
      },
    });
    if (!answer) throw new Error(`could not register ${this.username}`);
    this.signedIn(answer);
    const found = await call(
      this.port,
      'GET',
      `/api/office/players?q=${encodeURIComponent(this.username)}`,
      {
        host: this.site.brand.host,
        headers: { authorization: `Bearer ${this.site.officeToken}` },
      },
    );
    const items = responseOf<{ items: { id: string; username: string }[] }>(found).items;
    this.playerId = items.find((p) => p.username === this.username)?.id ?? '';
    if (!this.playerId) throw new Error(`${this.username} not found in the office`);
    await this.fund();
  }

  /** The brand's admin adds money to the player's cash (a manual adjustment in the office). */
  private async fund(): Promise<void> {
    this.count('fund (office adjustment)');
    const t = tally('fund (office adjustment)');
    const answer = await call(this.port, 'POST', '/api/office/payments/adjustments', {
      host: this.site.brand.host,
      headers: {
        authorization: `Bearer ${this.site.officeToken}`,
        'idempotency-key': key(),
      },
      body: {
        player_id: this.playerId,
        account: 'cash',
        amount: 20_000 * this.site.unit,
        reason: 'Soak test funds',
      },
    }).catch((error: unknown) => ({ status: 0, body: String(error), ms: 0, cookies: [] }));
    t.ms.push(answer.ms);
    if (answer.status !== 200) noteError('fund (office adjustment)', describe(answer));
    else this.balance += 20_000 * this.site.unit;
  }

  /** The page's socket: hello, subscribe to `sports`, auth with the access token. */
  private openSocket(): void {
    const socket = new WebSocket(
      `ws://127.0.0.1:${this.port}/api/live?language=${this.site.brand.language}`,
      { headers: { host: this.site.brand.host, 'x-forwarded-for': this.address } },
    );
    this.socket = socket;
    socketStats.opened += 1;
    socket.on('message', (data: Buffer) => {
      socketStats.frames += 1;
      const text = data.toString('utf8');
      if (text.startsWith('{"type":"hello"')) {
        socket.send(JSON.stringify({ type: 'subscribe', channel: 'sports' }));
        socket.send(JSON.stringify({ type: 'auth', token: this.token }));
      } else if (text.startsWith('{"type":"event"')) {
        socketStats.events += 1;
        if (text.includes('"balance.changed"')) {
          const balance = /"cash":(\d+)/.exec(text)?.[1];
          if (balance) this.balance = Number(balance);
        }
      } else if (text.startsWith('{"type":"error"')) {
        socketStats.errors += 1;
        noteError('socket', text);
      }
    });
    socket.on('error', (error) => noteError('socket', String(error)));
    socket.on('close', () => {
      if (this.socket !== socket || this.stopping) return;
      // Closed by the server: the page reconnects after a pause.
      socketStats.closedByServer += 1;
      this.socket = null;
      setTimeout(() => {
        if (!this.stopping && this.socket === null) this.openSocket();
      }, 2_000);
    });
  }

  private closeSocket(): void {
    const socket = this.socket;
    this.socket = null;
    socket?.close(1000);
  }

  async play(until: number): Promise<void> {
    this.openSocket();
    await this.launchGames();
    while (Date.now() < until) {
      await sleep(1_000 + Math.random() * 2_000);
      if (Date.now() >= until) break;
      try {
        await this.step();
      } catch (error) {
        noteError('step', String(error));
      }
    }
    this.stopping = true;
    this.closeSocket();
  }

  private async step(): Promise<void> {
    if (Date.now() > this.tokenExpiresAt - 30_000) await this.refresh();
    if (Date.now() > this.nextLogin) {
      await this.relogin();
      return;
    }
    if (this.balance < 1_000 * this.site.unit) await this.fund();
    const roll = Math.random();
    if (roll < 0.1) await this.homePage();
    else if (roll < 0.2) await this.sportsPage();
    else if (roll < 0.27) await this.eventPage();
    else if (roll < 0.45) await this.sportsBet();
    else if (roll < 0.5) await this.myBets();
    else if (roll < 0.57) await this.casinoPage();
    else if (roll < 0.72) await this.slotSpin();
    else if (roll < 0.82) await this.rouletteSpin();
    else if (roll < 0.95) await this.cumbrePlay();
    else await this.walletPage();
  }

  private async refresh(): Promise<void> {
    this.count('token refresh');
    const answer = await this.api('token refresh', 'POST', '/api/auth/refresh', { body: {} });
    if (answer) this.signedIn(answer);
  }

  private async relogin(): Promise<void> {
    this.count('logout + login');
    await this.api('logout + login', 'POST', '/api/auth/logout', { body: {} });
    this.token = '';
    this.closeSocket();
    const answer = await this.api('logout + login', 'POST', '/api/auth/login', {
      body: { username: this.username, password: 'soak-password-1' },
    });
    if (!answer) return;
    this.signedIn(answer);
    this.openSocket();
    await this.homePage();
    await this.launchGames();
  }

  private async homePage(): Promise<void> {
    this.count('page: home (configuration, user, wallet)');
    const action = 'page: home (configuration, user, wallet)';
    await this.api(action, 'POST', '/api/auth/configurations', {
      body: { domain: this.site.brand.host, hash: this.site.hash },
    });
    await this.api(action, 'POST', '/api/auth/user', { body: {} });
    const wallet = await this.api(action, 'GET', '/api/wallet');
    const cash = wallet ? responseOf<{ cash?: number }>(wallet).cash : undefined;
    if (typeof cash === 'number') this.balance = cash;
  }

  private async sportsPage(): Promise<void> {
    const action = 'page: sports (menu, events, live)';
    this.count(action);
    await this.api(action, 'GET', '/api/sports/menu');
    const events = await this.api(action, 'GET', '/api/sports/events?limit=20');
    const live = await this.api(action, 'GET', '/api/sports/live?limit=20');
    this.events = [
      ...(events ? responseOf<{ events: EventView[] }>(events).events : []),
      ...(live ? responseOf<{ events: EventView[] }>(live).events : []),
    ];
  }

  private async eventPage(): Promise<void> {
    const action = "page: an event's markets";
    if (this.events.length === 0) return this.sportsPage();
    const event = pick(this.events);
    if (!event) return;
    this.count(action);
    const answer = await this.api(action, 'GET', `/api/sports/events/${event.id}`, {
      ok: [200, 404],
    });
    if (answer?.status === 200) {
      const full = responseOf<EventView>(answer);
      this.events = this.events.map((e) => (e.id === full.id ? full : e));
    }
  }

  private async sportsBet(): Promise<void> {
    const action = 'sports bet (single)';
    if (this.events.length === 0) return this.sportsPage();
    const choices = this.events.flatMap((event) =>
      event.markets
        .filter((m) => m.status === 'open')
        .flatMap((m) =>
          m.outcomes.filter((o) => o.active).map((o) => ({ event, market: m, outcome: o })),
        ),
    );
    // Mostly pre-match, as most players bet.
    const prematch = choices.filter((c) => c.event.status === 'not_started');
    const choice = pick(Math.random() < 0.8 && prematch.length > 0 ? prematch : choices);
    if (!choice) return this.sportsPage();
    this.count(action);
    // One to five times the smallest stake the brand takes on the event.
    const stake = (1 + Math.floor(Math.random() * 5)) * choice.event.min_stake;
    const answer = await this.api(action, 'POST', '/api/sports/bets', {
      key: true,
      body: {
        accept_odds: 'any',
        bets: [
          {
            kind: 'single',
            stake,
            selections: [
              {
                market_id: choice.market.id,
                outcome: choice.outcome.key,
                odds: choice.outcome.odds,
              },
            ],
          },
        ],
      },
    });
    if (!answer) return;
    const result = responseOf<{ results: { placed: boolean }[]; balance: number }>(answer);
    this.balance = result.balance;
    if (!result.results[0]?.placed) {
      tally(action).refused += 1;
      // The slip's prices were old: the page reloads them.
      await this.sportsPage();
    }
  }

  private async myBets(): Promise<void> {
    const action = 'page: my bets';
    this.count(action);
    await this.api(
      action,
      'GET',
      `/api/sports/bets?status=${Math.random() < 0.5 ? 'open' : 'settled'}`,
    );
  }

  private async casinoPage(): Promise<void> {
    const action = 'page: casino (lobby, search)';
    this.count(action);
    await this.api(action, 'GET', '/api/casino/lobby');
    const q = pick(['ru', 'tes', 'dad', 'frut', 'black', 'co']) ?? 'ru';
    await this.api(action, 'GET', `/api/casino/games?q=${q}`);
  }

  private async walletPage(): Promise<void> {
    const action = 'page: wallet (summary, transactions)';
    this.count(action);
    await this.api(action, 'GET', '/api/wallet');
    await this.api(action, 'GET', '/api/wallet/transactions');
  }

  /** Opens the games a player returns to: the house slot and roulette, Cumbre's two games. */
  private async launchGames(): Promise<void> {
    for (const slug of ['tesoro-del-dragon', 'ruleta-europea', 'dados', 'frutas-clasicas']) {
      this.count('game launch');
      const answer = await this.api('game launch', 'POST', `/api/casino/games/${slug}/launch`, {
        ok: [201],
        body: { mode: 'real' },
      });
      if (!answer) continue;
      const url = responseOf<{ url: string }>(answer).url;
      if (url.startsWith('/games/house/')) {
        const token = /#token=(.+)$/.exec(url)?.[1];
        if (!token) continue;
        this.games[slug] = token;
        // The game page's first call, with the game's token (not the player's).
        await this.house('game launch', slug, 'GET', '/session');
      } else if (slug === 'dados' || !this.cumbreForm || Math.random() < 0.5) {
        // A third party's page in the frame: its form is what the player plays with.
        const launch = new URL(url, 'http://frame.invalid');
        const form = await this.cumbrePage('GET', launch.pathname + launch.search);
        if (form) this.cumbreForm = form;
      }
    }
  }

  /** A call of the house game page: the game's token, a key per money-moving call. */
  private async house(
    action: string,
    slug: string,
    method: 'GET' | 'POST',
    pathname: string,
    body?: unknown,
  ): Promise<void> {
    const token = this.games[slug];
    if (!token) return;
    if (method === 'POST') this.count(action);
    const t = tally(action);
    try {
      const answer = await call(this.port, method, `/api/house/${slug}${pathname}`, {
        host: this.site.brand.host,
        body,
        headers: {
          'x-game-token': token,
          'master-language': this.site.brand.language,
          ...(method === 'POST' ? { 'idempotency-key': key() } : {}),
        },
      });
      t.ms.push(answer.ms);
      if (answer.status !== 200) {
        noteError(action, describe(answer));
        return;
      }
      this.balance = responseOf<{ balance: number }>(answer).balance;
    } catch (error) {
      noteError(action, String(error));
    }
  }

  private slotSpin(): Promise<void> {
    // 20 lines × the line bet: 1 to 5 units a spin (the game takes 1 to 10,000).
    const lineBet = Math.ceil(this.site.unit / 20) * (1 + Math.floor(Math.random() * 5));
    return this.house('house slot spin', 'tesoro-del-dragon', 'POST', '/slot/spin', {
      line_bet: lineBet,
    });
  }

  private rouletteSpin(): Promise<void> {
    const amount = this.site.unit * (1 + Math.floor(Math.random() * 3));
    const bets = [
      { type: pick(['red', 'black', 'odd', 'even', 'low', 'high']) ?? 'red', amount },
      { type: 'straight', numbers: [Math.floor(Math.random() * 37)], amount: this.site.unit },
    ];
    return this.house('house roulette spin', 'ruleta-europea', 'POST', '/roulette/spin', {
      bets,
    });
  }

  /** A Cumbre page as the frame loads it; answers the next form's fields. */
  private async cumbrePage(
    method: 'GET' | 'POST',
    pathname: string,
    form?: Record<string, string>,
  ): Promise<Record<string, string> | null> {
    const action = method === 'GET' ? 'game launch' : 'cumbre round (seamless wallet)';
    const t = tally(action);
    try {
      const answer = await page(
        this.port,
        method,
        pathname,
        this.site.brand.host,
        {
          accept: 'text/html',
          'x-forwarded-for': this.address,
        },
        form,
      );
      t.ms.push(answer.ms);
      const html = typeof answer.body === 'string' ? answer.body : '';
      const error = /data-testid="error">([^<]*)</.exec(html)?.[1];
      if (answer.status !== 200 || error) {
        noteError(action, `${answer.status} ${error ?? html.slice(0, 80)}`);
      }
      const balance = /data-minor="(\d+)"/.exec(html)?.[1];
      if (balance) this.balance = Number(balance);
      const fields: Record<string, string> = {};
      for (const match of html.matchAll(/<input[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g)) {
        if (match[1]) fields[match[1]] = match[2] ?? '';
      }
      return fields.play ? fields : null;
    } catch (error) {
      noteError(action, String(error));
      return null;
    }
  }

  private async cumbrePlay(): Promise<void> {
    if (!this.cumbreForm) return;
    this.count('cumbre round (seamless wallet)');
    const next = await this.cumbrePage('POST', '/partner/cumbre/play', this.cumbreForm);
    if (next) this.cumbreForm = next;
  }
}

export async function benchSoak(out: (line?: string) => void): Promise<boolean> {
  const dataDir = tempDir('tribuna-soak-');
  const server = await startTribuna({
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    TRUST_PROXY: 'true',
    // A profiler or `--heapsnapshot-signal` for the server only, when asked.
    ...(process.env.SOAK_NODE_OPTIONS ? { NODE_OPTIONS: process.env.SOAK_NODE_OPTIONS } : {}),
  });
  const pid = server.child.pid ?? 0;
  const readyAt = Date.now();
  const samples: Sample[] = [];
  function sample(): void {
    const memory = statusMb(pid);
    if (!memory) return;
    const t = Date.now() - readyAt;
    samples.push({
      t,
      rssMb: memory.rss,
      hwmMb: memory.hwm,
      anonMb: memory.anon,
      fileMb: memory.file,
      cpuS: cpuSeconds(pid),
      dataMb: samples.length % 6 === 0 ? folderMb(dataDir) : null,
    });
    const last = samples[samples.length - 1];
    if (last && samples.length % 6 === 1) {
      console.log(
        `soak ${(t / MINUTE_MS).toFixed(1)} min: RSS ${last.rssMb.toFixed(0)} MB (peak ${last.hwmMb.toFixed(0)}), ` +
          `anon ${last.anonMb.toFixed(0)}, file ${last.fileMb.toFixed(0)}, CPU ${last.cpuS?.toFixed(0) ?? '?'} s`,
      );
    }
  }
  sample();
  const sampler = setInterval(sample, SAMPLE_MS);
  let setupMs: number | undefined;
  try {
    const began = Date.now();
    const sites = await Promise.all(BRANDS.map((brand) => openSite(server.port, brand)));
    const players: Player[] = [];
    let address = 0;
    for (const site of sites) {
      for (let i = 0; i < PLAYERS_PER_BRAND; i += 1) {
        address += 1;
        const player = new Player(
          server.port,
          site,
          i,
          `10.91.${Math.floor(address / 250)}.${(address % 250) + 1}`,
        );
        await player.register();
        players.push(player);
      }
    }
    setupMs = Date.now() - began;
    const until = readyAt + SOAK_MINUTES * MINUTE_MS;
    await Promise.all(players.map((p) => p.play(until)));
    sample();
  } finally {
    clearInterval(sampler);
    await server.stop();
  }
  report(out, samples, setupMs);
  return [...tallies.values()].every((t) => t.errors === 0);
}

function mb(value: number | undefined | null): string {
  return value === undefined || value === null ? '–' : `${value.toFixed(0)} MB`;
}

function report(
  out: (line?: string) => void,
  samples: Sample[],
  setupMs: number | undefined,
): void {
  const first = samples[0];
  const last = samples[samples.length - 1];
  const at = (minute: number) => {
    if (!last || minute * MINUTE_MS > last.t + SAMPLE_MS) return undefined;
    return samples.reduce((best, s) =>
      Math.abs(s.t - minute * MINUTE_MS) < Math.abs(best.t - minute * MINUTE_MS) ? s : best,
    );
  };
  const window = Math.min(30, SOAK_MINUTES / 2);
  const tail = samples.filter((s) => last && s.t >= last.t - window * MINUTE_MS);
  const slope = slopeMbPerHour(tail);
  const peak = Math.max(...samples.map((s) => s.hwmMb));
  const dataAt = (s: Sample | undefined) => {
    if (!s) return null;
    const withData = samples.filter((x) => x.dataMb !== null && x.t <= s.t);
    return withData[withData.length - 1]?.dataMb ?? null;
  };

  out(`## (l) Soak: the embedded run played for ${SOAK_MINUTES} minutes`);
  out();
  out(
    `${PLAYERS_PER_BRAND} players on each of ${BRANDS.length} demo brands (${PLAYERS_PER_BRAND * BRANDS.length} in all), ` +
      'each doing one thing every 1–3 s over real HTTP, with one WebSocket each (joined to `sports`, ' +
      'authenticated); the server as `npm start` runs it (fresh DATA_DIR, demo seed, simulated feed), ' +
      `TRUST_PROXY on so each player has an address of its own. Memory read from /proc every ${SAMPLE_MS / 1000} s; ` +
      `minutes are counted from the server's ready line (registering and funding the players took ${setupMs === undefined ? '?' : (setupMs / 1000).toFixed(1)} s).`,
  );
  out();
  out('| minute | VmRSS | VmHWM (peak so far) | RssAnon | RssFile | server CPU | data folder |');
  out('|---|---|---|---|---|---|---|');
  for (const minute of CHECKPOINTS) {
    const s = at(minute);
    if (!s) continue;
    out(
      `| ${minute === 0 ? 'start (ready)' : minute} | ${mb(s.rssMb)} | ${mb(s.hwmMb)} | ${mb(s.anonMb)} | ${mb(s.fileMb)} | ` +
        `${s.cpuS === null ? '?' : `${s.cpuS.toFixed(0)} s`} | ${mb(dataAt(s))} |`,
    );
  }
  if (last && !CHECKPOINTS.includes(Math.round(last.t / MINUTE_MS))) {
    out(
      `| end (${(last.t / MINUTE_MS).toFixed(1)}) | ${mb(last.rssMb)} | ${mb(last.hwmMb)} | ${mb(last.anonMb)} | ${mb(last.fileMb)} | ` +
        `${last.cpuS === null ? '?' : `${last.cpuS.toFixed(0)} s`} | ${mb(dataAt(last))} |`,
    );
  }
  out();
  out(
    `Peak (VmHWM): **${peak.toFixed(0)} MB** (target ≤ 600 MB: ${peak <= 600 ? 'met' : 'NOT met'}). ` +
      `RSS slope over the last ${window} minutes (least squares over ${tail.length} samples): ` +
      `**${Number.isNaN(slope) ? '–' : slope.toFixed(1)} MB/h**. RSS from ${mb(first?.rssMb)} at ready to ${mb(last?.rssMb)} at the end; ` +
      `min ${mb(Math.min(...samples.map((s) => s.rssMb)))}, max ${mb(Math.max(...samples.map((s) => s.rssMb)))}.`,
  );
  out();
  const step = SOAK_MINUTES <= 15 ? 1 : 5;
  const curve: string[] = [];
  for (let minute = 0; last && minute * MINUTE_MS <= last.t + SAMPLE_MS; minute += step) {
    const s = at(minute);
    if (s) curve.push(`${minute}: ${s.rssMb.toFixed(0)}`);
  }
  out(`RSS curve (minute: MB): ${curve.join(', ')}.`);
  out();
  out('| action | count | errors | refused | p50 | p95 |');
  out('|---|---|---|---|---|---|');
  const all = [...tallies.entries()].sort(([a], [b]) => a.localeCompare(b));
  for (const [action, t] of all) {
    const p = (q: number) => (t.ms.length === 0 ? '–' : `${percentile(t.ms, q).toFixed(0)} ms`);
    out(`| ${action} | ${t.count} | ${t.errors} | ${t.refused} | ${p(50)} | ${p(95)} |`);
  }
  out();
  out(
    `WebSocket: ${socketStats.opened} opened (${socketStats.closedByServer} closed by the server and reopened), ` +
      `${socketStats.frames} frames received, ${socketStats.events} of them events, ${socketStats.errors} error frames. ` +
      'A sports bet "refused" is an answer `placed: false` (a price that moved, a market suspended by a goal): the page reloads the prices.',
  );
  out();
  if (errorTexts.size > 0) {
    out('Errors (first 20 kinds):');
    out();
    for (const [text, n] of [...errorTexts].slice(0, 20)) out(`- ${n} × ${text}`);
    out();
  }
}
