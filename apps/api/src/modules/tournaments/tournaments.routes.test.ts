import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OfficeCampaign } from '@tribuna/contracts/bonus';
import { OFFICE_BONUS_API } from '@tribuna/contracts/bonus';
import {
  OFFICE_TOURNAMENTS_API,
  TOURNAMENTS_API,
  type EnteredTournament,
  type OfficeTournament,
  type OfficeTournamentChoices,
  type OfficeTournamentEntrant,
  type TournamentDetail,
  type TournamentSummary,
} from '@tribuna/contracts/tournaments';
import { createTestApp, type TestApp } from '../../test/test-app';
import { writeActivity } from '../activity/activity.test-support';
import { campaignRequest } from '../bonus/bonus.test-support';
import { newPlayer, rgCall, type TestPlayer } from '../responsible/responsible.test-support';
import { officeCall, officeLogin, type OfficeSession } from '../staff/staff.test-support';
import { patchBrand } from '../wallet/wallet.test-support';
import { resultOf, scoreAll, stakeOf, tournamentRequest } from './tournaments.test-support';

const HOST = 'localhost';
const DAY_MS = 24 * 60 * 60 * 1000;
let t: TestApp;
let marketing: OfficeSession;

beforeAll(async () => {
  t = await createTestApp({ jobs: false });
  marketing = await officeLogin(t.app, HOST, 'marketing', 'marketing1234');
}, 60_000);
afterAll(() => t.close());

const later = (days: number) => new Date(Date.now() + days * DAY_MS).toISOString();
const upcoming = { starts_at: later(1), ends_at: later(2) };

async function create(overrides: Parameters<typeof tournamentRequest>[0] = {}) {
  const res = await officeCall(
    t.app,
    marketing,
    'POST',
    OFFICE_TOURNAMENTS_API.list,
    tournamentRequest({ ...upcoming, ...overrides }),
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ response: OfficeTournament }>().response;
}

function enter(player: TestPlayer, id: string, body: object = {}) {
  return t.app.inject({
    method: 'POST',
    url: TOURNAMENTS_API.enter(id),
    headers: {
      host: player.host,
      authorization: `Bearer ${player.token}`,
      'master-language': 'en_US',
      'idempotency-key': crypto.randomUUID(),
    },
    payload: body,
  });
}

describe('the office desk', () => {
  it('refuses bad tournaments with the contract’s messages, field by field', async () => {
    const post = (body: object) =>
      officeCall(t.app, marketing, 'POST', OFFICE_TOURNAMENTS_API.list, body);
    const gap = await post(
      tournamentRequest({
        ...upcoming,
        prizes: [
          { from: 1, to: 1, kind: 'cash', amount: 100, campaign_id: null },
          { from: 3, to: 4, kind: 'miles', amount: 10, campaign_id: null },
        ],
      }),
    );
    expect(gap.statusCode).toBe(400);
    expect(gap.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: {
        'prizes.1.from': ['Prizes must cover places from 1 on, without gaps or overlaps.'],
      },
    });
    const mixed = await post(
      tournamentRequest({ ...upcoming, product: 'sports', scoring: 'best_multiplier' }),
    );
    expect(mixed.json()).toMatchObject({
      fields: { scoring: ['Choose a way of scoring that fits the product.'] },
    });
    const unknownGame = await post(tournamentRequest({ ...upcoming, eligible: ['no-such-game'] }));
    expect(unknownGame.statusCode).toBe(400);
    expect(unknownGame.json()).toMatchObject({
      fields: { eligible: ['Choose games or sports the brand offers.'] },
    });
    const past = await post(tournamentRequest({ starts_at: later(-1), ends_at: later(1) }));
    expect(past.json()).toMatchObject({
      fields: { starts_at: ['The start cannot be in the past.'] },
    });
    // A bonus prize needs a no-deposit campaign: a free-spins one is of the wrong kind.
    const spins = await officeCall(
      t.app,
      marketing,
      'POST',
      OFFICE_BONUS_API.campaigns,
      campaignRequest({
        kind: 'free_spins',
        amount: null,
        game: 'tesoro-del-dragon',
        spins: 10,
        spin_stake: 100,
      }),
    );
    expect(spins.statusCode, spins.body).toBe(200);
    const campaign = spins.json<{ response: OfficeCampaign }>().response;
    const wrongKind = await post(
      tournamentRequest({
        ...upcoming,
        prizes: [{ from: 1, to: 1, kind: 'bonus', amount: 0, campaign_id: campaign.id }],
      }),
    );
    expect(wrongKind.json()).toMatchObject({
      fields: { 'prizes.0.campaign_id': ['Choose a bonus campaign of the prize’s kind.'] },
    });
    const garbage = await post({ product: 'poker', prizes: 'many' });
    expect(garbage.statusCode).toBe(400);
    const rightKind = await create({
      eligible: ['tesoro-del-dragon'],
      prizes: [{ from: 1, to: 3, kind: 'free_spins', amount: 0, campaign_id: campaign.id }],
    });
    expect(rightKind).toMatchObject({ state: 'upcoming', entrants: 0, buy_ins: 0 });
    const page = await t.app.inject({
      method: 'GET',
      url: `${TOURNAMENTS_API.detail(rightKind.id)}?language=en_US`,
      headers: { host: HOST },
    });
    expect(page.json<{ response: TournamentDetail }>().response).toMatchObject({
      eligible_names: ['Tesoro del Dragón'],
      prizes: [{ from: 1, to: 3, kind: 'free_spins', amount: 1_000 }],
      prize_pool: 0,
      me: null,
    });
  });

  it('edits a tournament before its start only, and audits it', async () => {
    const made = await create({ min_bet: 100 });
    const put = (id: string, body: object) =>
      officeCall(t.app, marketing, 'PUT', OFFICE_TOURNAMENTS_API.detail(id), body);
    const edited = await put(made.id, tournamentRequest({ ...upcoming, min_bet: 300 }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ response: { min_bet: 300, state: 'upcoming' } });
    const tenant = await t.app.services.tenants.resolveHost(HOST);
    const started = await t.app.services.tournaments.create(
      { staffId: null, username: 'test', ip: null },
      tenant?.id ?? '',
      tournamentRequest({ starts_at: later(-1), ends_at: later(1) }),
      { seeded: true },
    );
    const refused = await put(started.id, tournamentRequest(upcoming));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      response: ['A tournament can only be changed before it starts.'],
    });
    const missing = await put(crypto.randomUUID(), tournamentRequest(upcoming));
    expect(missing.statusCode).toBe(404);
    const list = await officeCall(
      t.app,
      marketing,
      'GET',
      `${OFFICE_TOURNAMENTS_API.list}?state=upcoming`,
    );
    const items = list.json<{ response: { items: OfficeTournament[] } }>().response.items;
    expect(items.some((i) => i.id === made.id)).toBe(true);
    expect(items.every((i) => i.state === 'upcoming')).toBe(true);
  });

  it('offers the games and sports a tournament may count, in the staff member’s language', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: OFFICE_TOURNAMENTS_API.choices,
      headers: {
        host: HOST,
        authorization: `Bearer ${marketing.token}`,
        'master-language': 'es_ES',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    const { games, sports } = res.json<{ response: OfficeTournamentChoices }>().response;
    // The catalogue's games, the house's and a provider's alike, by name.
    expect(games).toContainEqual({ slug: 'tesoro-del-dragon', name: 'Tesoro del Dragón' });
    expect(games).toContainEqual({ slug: 'dados', name: 'Dados' });
    const names = games.map((g) => g.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(sports).toEqual([
      { key: 'football', name: 'Fútbol' },
      { key: 'basketball', name: 'Baloncesto' },
      { key: 'tennis', name: 'Tenis' },
    ]);
    // What it offers, the tournament's form accepts.
    const casino = await create({ eligible: games.slice(0, 2).map((g) => g.slug) });
    expect(casino.eligible).toHaveLength(2);
    const football = await create({
      product: 'sports',
      scoring: 'sports_odds',
      eligible: [sports[0]?.key ?? ''],
    });
    expect(football.eligible).toEqual(['football']);
    // Off the brand's pages again: another test counts what they show.
    const cancelled = await officeCall(
      t.app,
      marketing,
      'POST',
      OFFICE_TOURNAMENTS_API.cancel(football.id),
      { reason: 'A test' },
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
  });

  it('is for marketing staff only', async () => {
    const support = await officeLogin(t.app, HOST, 'support', 'support1234');
    for (const url of [OFFICE_TOURNAMENTS_API.list, OFFICE_TOURNAMENTS_API.choices]) {
      const res = await officeCall(t.app, support, 'GET', url);
      expect(res.statusCode, url).toBe(403);
    }
    const player = await newPlayer(t.app, HOST);
    const asPlayer = await officeCall(t.app, player, 'GET', OFFICE_TOURNAMENTS_API.choices);
    expect(asPlayer.statusCode).toBe(401);
  });
});

describe('players', () => {
  it('opt in, see their place, and find their tournaments on the game screen', async () => {
    const [ana, bea] = await Promise.all([newPlayer(t.app, HOST), newPlayer(t.app, HOST)]);
    const tenant = await t.app.services.tenants.resolveHost(HOST);
    const tournament = await t.app.services.tournaments.create(
      { staffId: null, username: 'test', ip: null },
      tenant?.id ?? '',
      tournamentRequest({
        entry: 'opt_in',
        eligible: ['tesoro-del-dragon'],
        starts_at: later(-1),
        ends_at: later(1),
      }),
      { seeded: true },
    );
    const res = await enter(ana, tournament.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ response: { balance: null, me: { position: null } } });
    const stake = stakeOf(ana, { occurredAt: new Date(Date.now() + 1_000) });
    // Bea plays without entering: nothing counts for her.
    const hers = stakeOf(bea, { occurredAt: new Date(Date.now() + 1_000) });
    await writeActivity(t.infra.database.db, t.app.services.activity, [
      stake,
      resultOf(stake, 3_000, 'win'),
      hers,
      resultOf(hers, 9_000, 'win'),
    ]);
    await scoreAll(t.app, t.infra.database.db);
    const widget = await rgCall(
      t.app,
      ana,
      'GET',
      `${TOURNAMENTS_API.entered}?product=casino&game=tesoro-del-dragon`,
    );
    expect(widget.statusCode, widget.body).toBe(200);
    const items = widget.json<{ response: { items: EnteredTournament[] } }>().response.items;
    expect(items.find((i) => i.id === tournament.id)).toMatchObject({
      position: 1,
      points: 300,
      entrants: 1,
    });
    const other = await rgCall(
      t.app,
      ana,
      'GET',
      `${TOURNAMENTS_API.entered}?product=casino&game=blackjack`,
    );
    const others = other.json<{ response: { items: EnteredTournament[] } }>().response.items;
    expect(others.some((i) => i.id === tournament.id)).toBe(false);
    const list = await rgCall(t.app, ana, 'GET', TOURNAMENTS_API.list);
    const mine = list
      .json<{ response: { items: TournamentSummary[] } }>()
      .response.items.find((i) => i.id === tournament.id);
    expect(mine).toMatchObject({ state: 'active', me: { position: 1, points: 300, rounds: 1 } });
    const office = await officeCall(
      t.app,
      marketing,
      'GET',
      OFFICE_TOURNAMENTS_API.detail(tournament.id),
    );
    const entrants = office.json<{ response: { entrants: OfficeTournamentEntrant[] } }>().response
      .entrants;
    expect(entrants).toEqual([
      expect.objectContaining({ player_id: ana?.playerId, position: 1, points: 300 }),
    ]);
  });

  it('are refused where the rules say so', async () => {
    const player = await newPlayer(t.app, HOST);
    const tenant = await t.app.services.tenants.resolveHost(HOST);
    const automatic = await t.app.services.tournaments.create(
      { staffId: null, username: 'test', ip: null },
      tenant?.id ?? '',
      tournamentRequest({ starts_at: later(-1), ends_at: later(1) }),
      { seeded: true },
    );
    const auto = await enter(player, automatic.id);
    expect(auto.statusCode).toBe(409);
    expect(auto.json()).toMatchObject({
      response: ['Every player is in this tournament: just play.'],
    });
    const optIn = await create({ entry: 'opt_in' });
    await t.app.services.responsible.takeBreak(player.tenantId, player.playerId, '24h', null);
    // A break ends the player's sessions; the service refuses all the same (a session
    // opened elsewhere before the break's commit).
    await expect(
      t.app.services.tournaments.enter(
        player.tenantId,
        player.playerId,
        'en_US',
        crypto.randomUUID(),
        optIn.id,
        {},
      ),
    ).rejects.toMatchObject({ status: 403, key: 'tournaments.on_break' });
    const guest = await t.app.inject({
      method: 'POST',
      url: TOURNAMENTS_API.enter(optIn.id),
      headers: { host: HOST },
      payload: {},
    });
    expect(guest.statusCode).toBe(401);
    const bad = await t.app.inject({
      method: 'GET',
      url: TOURNAMENTS_API.detail('not-an-id'),
      headers: { host: HOST, 'master-language': 'en_US' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('find nothing on a brand that does not offer tournaments', async () => {
    const list = () =>
      t.app.inject({ method: 'GET', url: TOURNAMENTS_API.list, headers: { host: HOST } });
    const shown = await list();
    expect(shown.statusCode).toBe(200);
    // The demo brands each show a running casino and sports tournament, an upcoming and a finished one.
    const items = shown.json<{ response: { items: TournamentSummary[] } }>().response.items;
    expect(new Set(items.map((i) => `${i.state}:${i.product}`))).toEqual(
      new Set(['active:casino', 'active:sports', 'upcoming:casino', 'finished:casino']),
    );
    const before = (await t.app.services.tenants.resolveHost(HOST))?.settings.products ?? [];
    await patchBrand(t.app, HOST, (s) => ({
      products: s.products.filter((p) => p !== 'tournaments'),
    }));
    try {
      expect((await list()).statusCode).toBe(404);
    } finally {
      await patchBrand(t.app, HOST, () => ({ products: before }));
    }
  });
});
