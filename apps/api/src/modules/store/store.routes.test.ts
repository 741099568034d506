import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BONUS_API, type Bonus } from '@tribuna/contracts/bonus';
import { translate } from '@tribuna/contracts/messages';
import { RESPONSIBLE_API } from '@tribuna/contracts/responsible';
import {
  OFFICE_STORE_API,
  STORE_API,
  type DeliveryAddress,
  type OfficeStoreItem,
  type OfficeStoreItemRequest,
  type OfficeStoreOrder,
  type StoreBuyResult,
  type StoreItem,
  type StoreOrder,
} from '@tribuna/contracts/store';
import { createTestApp, type TestApp } from '../../test/test-app';
import { isAppError } from '../../lib/app-error';
import { newPlayer, rgCall, type TestPlayer } from '../responsible/responsible.test-support';
import { officeCall, officeLogin, type OfficeSession } from '../staff/staff.test-support';

const HOST = 'localhost';
let t: TestApp;
let marketing: OfficeSession;
/** The platform's clock: the real one unless a test sets it. */
let now: Date | null = null;

beforeAll(async () => {
  t = await createTestApp({ jobs: false, clock: () => now ?? new Date() });
  marketing = await officeLogin(t.app, HOST, 'marketing', 'marketing1234');
}, 60_000);
afterAll(() => t.close());

const services = () => t.app.services;

const ADDRESS: DeliveryAddress = {
  full_name: 'Ana Pérez',
  phone: '+54 11 5555-1234',
  street: 'Av. Corrientes 1234',
  city: 'Buenos Aires',
  region: 'CABA',
  postal_code: 'C1043',
  country: 'Argentina',
};

function itemRequest(overrides: Partial<OfficeStoreItemRequest> = {}): OfficeStoreItemRequest {
  return {
    kind: 'physical',
    campaign_id: null,
    translations: {
      es_ES: { name: `Remera ${crypto.randomUUID().slice(0, 6)}`, description: 'De algodón' },
      en_US: { name: 'T-shirt', description: 'Cotton' },
    },
    image_url: '/brands/tribuna/store-tshirt.svg',
    price: 100,
    stock: 10,
    limit_count: null,
    limit_period: 'month',
    active: true,
    position: 50,
    ...overrides,
  };
}

async function createItem(overrides: Partial<OfficeStoreItemRequest> = {}) {
  const res = await officeCall(
    t.app,
    marketing,
    'POST',
    OFFICE_STORE_API.items,
    itemRequest(overrides),
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ response: OfficeStoreItem }>().response;
}

async function giveMiles(player: TestPlayer, miles: number): Promise<void> {
  const { db } = t.infra.database;
  await db.transaction((tx) =>
    services().miles.award(tx, {
      tenantId: player.tenantId,
      playerId: player.playerId,
      miles,
      reference: `test:${crypto.randomUUID()}`,
      reason: 'office',
    }),
  );
}

async function milesOf(player: TestPlayer): Promise<number> {
  return (await services().miles.summary(player.tenantId, player.playerId)).balance;
}

function buy(
  player: TestPlayer,
  itemId: string,
  body: object = {},
  options: { key?: string; language?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: STORE_API.buy(itemId),
    headers: {
      host: player.host,
      authorization: `Bearer ${player.token}`,
      'master-language': options.language ?? 'en_US',
      'idempotency-key': options.key ?? crypto.randomUUID(),
    },
    payload: body,
  });
}

async function stockOf(itemId: string): Promise<number | null> {
  const items = await services().store.officeItems((await newTenant()).id);
  return items.find((i) => i.id === itemId)?.stock ?? null;
}

async function newTenant() {
  const tenant = await services().tenants.resolveHost(HOST);
  if (!tenant) throw new Error('setup: no brand');
  return tenant;
}

async function player(miles: number): Promise<TestPlayer> {
  const made = await newPlayer(t.app, HOST);
  if (miles > 0) await giveMiles(made, miles);
  return made;
}

describe('store: buying', () => {
  it('sells exactly the stock to 50 purchases at once, and takes miles only for those sold', async () => {
    const item = await createItem({ stock: 10, price: 100 });
    const buyers = await Promise.all(Array.from({ length: 10 }, () => player(1_000)));
    const answers = await Promise.all(
      buyers.flatMap((b) => Array.from({ length: 5 }, () => buy(b, item.id, { address: ADDRESS }))),
    );
    const sold = answers.filter((a) => a.statusCode === 200);
    expect(sold).toHaveLength(10);
    for (const refused of answers.filter((a) => a.statusCode !== 200)) {
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json<{ response: string[] }>().response).toEqual(['This item is sold out.']);
    }
    expect(await stockOf(item.id)).toBe(0);
    const left = await Promise.all(buyers.map(milesOf));
    expect(left.reduce((a, b) => a + b, 0)).toBe(10 * 1_000 - 10 * 100);
    const orders = await services().store.officeOrders(buyers[0]!.tenantId, 'placed');
    expect(orders.filter((o) => o.item_id === item.id)).toHaveLength(10);
  }, 120_000);

  it("holds a player's limit when they buy many times at once", async () => {
    const item = await createItem({ stock: 100, limit_count: 2, limit_period: 'lifetime' });
    const buyer = await player(10_000);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        buy(buyer, item.id, { address: ADDRESS }, { language: 'es_ES' }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(2);
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(refused).toHaveLength(6);
    for (const r of refused) {
      expect(r.statusCode).toBe(409);
      expect(r.json<{ response: string[]; code: string }>()).toMatchObject({
        code: 'LIMIT_REACHED',
        response: ['Puedes comprar este artículo 2 veces: ya alcanzaste ese límite.'],
      });
    }
    expect(await milesOf(buyer)).toBe(10_000 - 2 * 100);
    expect(await stockOf(item.id)).toBe(98);
  }, 60_000);

  it('counts a monthly limit over the brand’s month, and shows what was bought', async () => {
    const item = await createItem({ stock: 5, limit_count: 1, limit_period: 'month', price: 7 });
    const buyer = await player(100);
    expect((await buy(buyer, item.id, { address: ADDRESS })).statusCode).toBe(200);
    const again = await buy(buyer, item.id, { address: ADDRESS });
    expect(again.json<{ response: string[] }>().response).toEqual([
      'You can buy this item 1 times a month: you have reached that limit.',
    ]);
    const page = await rgCall(t.app, buyer, 'GET', STORE_API.store);
    const body = page.json<{ response: { items: StoreItem[]; miles: number } }>().response;
    expect(body.miles).toBe(93);
    expect(body.items.find((i) => i.id === item.id)).toMatchObject({
      bought: 1,
      limit: { count: 1, period: 'month' },
      stock: 4,
      name: 'T-shirt',
    });
  });

  it('counts a monthly limit over the brand’s calendar month, in its time zone', async () => {
    const item = await createItem({ stock: 5, limit_count: 1, limit_period: 'month', price: 1 });
    const buyer = await player(10);
    const buyAt = (at: string) => {
      now = new Date(at);
      return services()
        .store.buy(buyer.tenantId, buyer.playerId, 'en_US', crypto.randomUUID(), item.id, {
          address: ADDRESS,
        })
        .then(
          () => 'bought',
          (error: unknown) => (isAppError(error) ? error.key : 'failed'),
        )
        .finally(() => {
          now = null;
        });
    };
    // Buenos Aires is UTC-3: 02:30 UTC on April 1st is still March 31st there.
    expect(await buyAt('2026-04-01T02:30:00Z')).toBe('bought');
    expect(await buyAt('2026-04-01T03:30:00Z')).toBe('bought');
    expect(await buyAt('2026-04-30T20:00:00Z')).toBe('store.limit_reached_month');
  });

  it('is idempotent: the same key buys once and answers the same order', async () => {
    const item = await createItem({ stock: 3, price: 50 });
    const buyer = await player(500);
    const key = crypto.randomUUID();
    const first = await buy(buyer, item.id, { address: ADDRESS }, { key });
    const second = await buy(buyer, item.id, { address: ADDRESS }, { key });
    expect(first.statusCode, first.body).toBe(200);
    expect(second.statusCode).toBe(200);
    const a = first.json<{ response: StoreBuyResult }>().response;
    const b = second.json<{ response: StoreBuyResult }>().response;
    expect(b.order.id).toBe(a.order.id);
    expect(b.miles).toBe(450);
    expect(await stockOf(item.id)).toBe(2);
    const other = await buy(buyer, item.id, { address: { ...ADDRESS, city: 'Rosario' } }, { key });
    expect(other.statusCode).toBe(409);
    expect(await milesOf(buyer)).toBe(450);
  });

  it('refuses in the caller’s language and changes nothing', async () => {
    const item = await createItem({ stock: 2, price: 300 });
    const poor = await player(100);
    const short = await buy(poor, item.id, { address: ADDRESS }, { language: 'es_ES' });
    expect(short.statusCode).toBe(409);
    expect(short.json<{ response: string[] }>().response).toEqual([
      'No tienes suficientes millas.',
    ]);
    expect(await stockOf(item.id)).toBe(2);
    expect(await milesOf(poor)).toBe(100);

    const rich = await player(1_000);
    const noAddress = await buy(rich, item.id, {}, { language: 'pt_BR' });
    expect(noAddress.statusCode).toBe(400);
    expect(noAddress.json<{ response: string[] }>().response).toEqual([
      'Informe o endereço de entrega deste item.',
    ]);
    const badAddress = await buy(rich, item.id, { address: { ...ADDRESS, postal_code: '!' } });
    expect(badAddress.statusCode).toBe(400);
    expect(
      badAddress.json<{ fields: Record<string, string[]> }>().fields['address.postal_code'],
    ).toEqual(['Enter a postal code of 3 to 12 letters or digits.']);

    const inactive = await createItem({ active: false });
    const closed = await buy(rich, inactive.id, { address: ADDRESS }, { language: 'es_ES' });
    expect(closed.json<{ response: string[] }>().response).toEqual([
      'Este artículo no está a la venta en este momento.',
    ]);

    const soldOut = await createItem({ stock: 0 });
    const none = await buy(rich, soldOut.id, { address: ADDRESS });
    expect(none.json<{ response: string[] }>().response).toEqual(['This item is sold out.']);
    expect(await milesOf(rich)).toBe(1_000);

    const guest = await t.app.inject({
      method: 'POST',
      url: STORE_API.buy(item.id),
      headers: { host: HOST, 'master-language': 'en_US', 'idempotency-key': crypto.randomUUID() },
      payload: {},
    });
    expect(guest.statusCode).toBe(401);
  });

  it('refuses a player on a break', async () => {
    const item = await createItem({ stock: 2, price: 10 });
    const resting = await player(100);
    const taken = await rgCall(t.app, resting, 'POST', RESPONSIBLE_API.breaks, { length: '24h' });
    expect(taken.statusCode, taken.body).toBe(201);
    const refusal = await services()
      .store.buy(resting.tenantId, resting.playerId, 'es_ES', crypto.randomUUID(), item.id, {
        address: ADDRESS,
      })
      .catch((error: unknown) => error);
    expect(isAppError(refusal) && refusal.key).toBe('store.on_break');
    expect(translate('store.on_break', 'es_ES')).toBe(
      'No puedes comprar en la tienda durante una pausa o una autoexclusión.',
    );
    expect(await milesOf(resting)).toBe(100);
  });

  it('gives a bonus item’s bonus, started at once, or waiting while another runs', async () => {
    const tenant = await newTenant();
    const campaignId = await services().store.campaignIdByName(tenant.id, 'Tienda: crédito 2.000');
    expect(campaignId).not.toBeNull();
    const item = await createItem({
      kind: 'bonus_credit',
      campaign_id: campaignId,
      stock: null,
      price: 200,
    });
    const buyer = await player(1_000);
    const res = await buy(buyer, item.id);
    expect(res.statusCode, res.body).toBe(200);
    const first = res.json<{ response: StoreBuyResult }>().response;
    expect(first).toMatchObject({ miles: 800, bonus_status: 'active' });
    expect(first.order).toMatchObject({ state: 'delivered', kind: 'bonus_credit' });
    const bonuses = (await rgCall(t.app, buyer, 'GET', BONUS_API.list)).json<{
      response: { items: Bonus[] };
    }>().response.items;
    expect(bonuses.find((b) => b.id === first.order.bonus_id)?.status).toBe('active');
    const balance = await services().wallet.ledger.balances(buyer.tenantId, buyer.playerId);
    expect(balance.bonus).toBe(200_000);

    const second = (await buy(buyer, item.id)).json<{ response: StoreBuyResult }>().response;
    expect(second.bonus_status).toBe('available');
    expect(second.order.bonus_id).not.toBe(first.order.bonus_id);
  });

  it('refuses a bonus item whose campaign is not of its kind', async () => {
    const tenant = await newTenant();
    const freeBet = await services().store.campaignIdByName(
      tenant.id,
      'Tienda: apuesta gratis 1.000',
    );
    const res = await officeCall(
      t.app,
      marketing,
      'POST',
      OFFICE_STORE_API.items,
      itemRequest({ kind: 'free_spins', campaign_id: freeBet, stock: null }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fields: Record<string, string[]> }>().fields.campaign_id).toEqual([
      'Choose one of the brand’s campaigns of the same kind as the item.',
    ]);
    const physicalWithoutStock = await officeCall(
      t.app,
      marketing,
      'POST',
      OFFICE_STORE_API.items,
      itemRequest({ stock: null }),
    );
    expect(physicalWithoutStock.statusCode).toBe(400);
  });
});

describe('store: orders', () => {
  async function placed(miles = 1_000) {
    const item = await createItem({ stock: 4, price: 150 });
    const buyer = await player(miles);
    const res = await buy(buyer, item.id, { address: ADDRESS });
    expect(res.statusCode, res.body).toBe(200);
    return { item, buyer, order: res.json<{ response: StoreBuyResult }>().response.order };
  }

  it('cancels an order before it ships: miles and stock come back, audited', async () => {
    const { item, buyer, order } = await placed();
    expect(await milesOf(buyer)).toBe(850);
    expect(await stockOf(item.id)).toBe(3);
    const res = await officeCall(t.app, marketing, 'POST', OFFICE_STORE_API.cancel(order.id), {
      reason: 'Address outside our delivery area',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<{ response: OfficeStoreOrder }>().response).toMatchObject({
      state: 'cancelled',
      cancel_reason: 'Address outside our delivery area',
    });
    expect(await milesOf(buyer)).toBe(1_000);
    expect(await stockOf(item.id)).toBe(4);
    const again = await officeCall(t.app, marketing, 'POST', OFFICE_STORE_API.cancel(order.id), {
      reason: 'twice',
    });
    expect(again.statusCode).toBe(409);
    expect(await milesOf(buyer)).toBe(1_000);
    const audit = await services().audit.list({
      tenantId: buyer.tenantId,
      action: 'store.order.cancelled',
      limit: 50,
      offset: 0,
    });
    expect(audit.items.some((e) => e.targetId === order.id)).toBe(true);
  });

  it('ships then delivers an order, which the player sees with its states', async () => {
    const { buyer, order } = await placed();
    const shipped = await officeCall(t.app, marketing, 'POST', OFFICE_STORE_API.ship(order.id), {
      carrier: 'Correo Argentino',
      tracking: 'CA123456789AR',
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    const cancel = await officeCall(t.app, marketing, 'POST', OFFICE_STORE_API.cancel(order.id), {
      reason: 'too late',
    });
    expect(cancel.statusCode).toBe(409);
    const delivered = await officeCall(
      t.app,
      marketing,
      'POST',
      OFFICE_STORE_API.deliver(order.id),
    );
    expect(delivered.statusCode, delivered.body).toBe(200);
    const mine = (await rgCall(t.app, buyer, 'GET', STORE_API.orders)).json<{
      response: { items: StoreOrder[] };
    }>().response.items;
    expect(mine[0]).toMatchObject({
      id: order.id,
      state: 'delivered',
      carrier: 'Correo Argentino',
      tracking: 'CA123456789AR',
      address: ADDRESS,
    });
    expect(mine[0]?.shipped_at).not.toBeNull();
    // Each step is told to the player, in their language, once.
    const told = await t.app.services.inbox.list(buyer.tenantId, buyer.playerId, 'es_ES', {
      limit: 20,
      offset: 0,
    });
    expect(told.items.map((m) => m.title)).toEqual([
      'Pedido entregado',
      'Pedido enviado',
      'Pedido realizado',
    ]);
    expect(told.items[1]?.body).toContain('está en camino');
  });

  it('shows guests the items without miles, and keeps the office to marketing', async () => {
    const page = await t.app.inject({
      method: 'GET',
      url: STORE_API.store,
      headers: { host: HOST },
    });
    const body = page.json<{ response: { items: StoreItem[]; miles: number | null } }>().response;
    expect(body.miles).toBeNull();
    expect(body.items.length).toBeGreaterThan(0);
    expect(body.items.every((i) => i.bought === null)).toBe(true);
    const cashier = await officeLogin(t.app, HOST, 'cashier', 'cashier1234');
    const res = await officeCall(t.app, cashier, 'GET', OFFICE_STORE_API.orders);
    expect(res.statusCode).toBe(403);
  });
});
