import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/database';
import { SYSTEM_ACTOR } from '../modules/audit/audit.service';
import { DEMO_BRANDS } from '../modules/tenants/demo-brands';
import { hashPassword } from '../lib/secure-tokens';
import { LANGUAGES, type Language } from '@tribuna/contracts/languages';
import { CONTENT_SLUGS } from '@tribuna/contracts/content-body';
import { DEMO_CONTENT } from '../modules/content/demo-content';
import {
  DEMO_PAYMENT_METHODS,
  DEMO_PROOF_PNG,
  DEMO_STARTING_DEPOSIT,
} from '../modules/wallet/demo-wallet';
import {
  CUMBRE_PROVIDER,
  DEMO_CATEGORIES,
  DEMO_GAMES,
  DEMO_SLIDERS,
  HOUSE_PROVIDER,
} from '../modules/casino/demo-casino';

/**
 * Demo brands and accounts on a database that has no tenant yet, so a fresh
 * `npm start` shows every branch of the spec. Runs through the services, like staff.
 */
export async function seedDemo(app: FastifyInstance, database?: Database): Promise<void> {
  // Two processes starting at once on one PostgreSQL would both find it empty and both
  // seed: the second waits on this lock until the first has committed, then finds it seeded.
  // (PGlite has one process per data folder, and its transactions are serialised, so no lock.)
  if (database?.kind === 'postgres') {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
      await seedOnce(app);
    });
    return;
  }
  await seedOnce(app);
}

// Any constant shared by every process (the migration lock is 7_130_001).
const SEED_LOCK = 7_130_002;

async function seedOnce(app: FastifyInstance): Promise<void> {
  const { tenants } = app.services;
  if ((await tenants.list()).length > 0) return;
  // The catalogue (house provider, its secret, games, categories) before the brands show it.
  // The partner brings its own secret (shared with it, derived from the server's key).
  await app.services.casino.importCatalogue({
    providers: [
      HOUSE_PROVIDER,
      { ...CUMBRE_PROVIDER, secret: app.services.partners.cumbre.secret },
    ],
    categories: DEMO_CATEGORIES,
    games: DEMO_GAMES,
  });
  // One argon2 hash for every demo player keeps the seed fast.
  const demoPlayerHash = await hashPassword('demo1234');
  for (const brand of DEMO_BRANDS) {
    const tenant = await tenants.create(SYSTEM_ACTOR, brand);
    app.log.info({ brand: brand.slug, hosts: tenant.hosts }, 'seeded demo brand');
    await seedDemoStaff(app, tenant.id, brand.slug);
    await seedDemoPlayers(app, tenant.id, brand.slug, brand.settings.language, demoPlayerHash);
    await seedDemoContent(app, tenant.id, brand.settings.name);
    await seedDemoWallet(app, tenant.id, brand.slug);
    await app.services.casino.enableForTenant(tenant.id, DEMO_SLIDERS);
  }
  await app.services.staff.ensure(
    SYSTEM_ACTOR,
    null,
    { username: 'owner', email: 'owner@tribuna.localhost', password: 'owner1234', scopes: [] },
    true,
  );
}

/** Each demo brand's back office: an admin, a support agent, a cashier, a croupier and a trader. */
async function seedDemoStaff(app: FastifyInstance, tenantId: string, slug: string): Promise<void> {
  const { staff } = app.services;
  for (const [username, scope] of [
    ['admin', 'admin'],
    ['support', 'support'],
    ['cashier', 'payments'],
    ['croupier', 'casino'],
    ['trader', 'trader'],
  ] as const) {
    await staff.ensure(SYSTEM_ACTOR, tenantId, {
      username,
      email: `${username}@${slug}.localhost`,
      password: `${username}1234`,
      scopes: [scope],
    });
  }
}

/** Each demo brand's terms, sport rules and bet types, in every language. */
async function seedDemoContent(
  app: FastifyInstance,
  tenantId: string,
  brandName: string,
): Promise<void> {
  for (const slug of CONTENT_SLUGS) {
    for (const language of LANGUAGES) {
      const page = DEMO_CONTENT[slug][language];
      await app.services.content.upsert(SYSTEM_ACTOR, tenantId, slug, language, {
        title: page.title,
        body: page.body.replaceAll('{brand}', brandName),
      });
    }
  }
}

/** Each demo brand's players: `demo` / `demo1234`, and `blocked` / `demo1234` (refused). */
async function seedDemoPlayers(
  app: FastifyInstance,
  tenantId: string,
  slug: string,
  language: Language,
  passwordHash: string,
): Promise<void> {
  const { players } = app.services;
  await players.ensureDemo(
    tenantId,
    {
      username: 'demo',
      email: `demo@${slug}.test`,
      name: 'Demo',
      lastName: 'Player',
      language,
      status: 'active',
    },
    passwordHash,
  );
  await players.ensureDemo(
    tenantId,
    {
      username: 'blocked',
      email: `blocked@${slug}.test`,
      name: 'Blocked',
      lastName: 'Player',
      language,
      status: 'blocked',
      blockedReason: 'Demo account: always blocked',
    },
    passwordHash,
  );
}

/**
 * Each demo brand's payment methods, and a starting balance for `demo`: a bank
 * deposit asked and approved through the wallet's own calls, like any other.
 */
async function seedDemoWallet(app: FastifyInstance, tenantId: string, slug: string): Promise<void> {
  const { wallet, players } = app.services;
  const methods = DEMO_PAYMENT_METHODS[slug];
  if (methods) await wallet.setMethods(SYSTEM_ACTOR, tenantId, methods);
  const amount = DEMO_STARTING_DEPOSIT[slug];
  const demo = (await players.refs(tenantId, { q: 'demo' })).find((p) => p.username === 'demo');
  if (!amount || !demo) return;
  const deposit = await wallet.deposits.createBank(tenantId, demo.id, `seed-deposit-${slug}`, {
    amount,
    proof: { name: 'comprobante.png', content: DEMO_PROOF_PNG },
  });
  await wallet.deposits.approve(SYSTEM_ACTOR, tenantId, `seed-approve-${slug}`, deposit.id);
}
