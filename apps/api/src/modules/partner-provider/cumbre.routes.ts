import crypto from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { currencySchema, type Currency } from '@tribuna/contracts/currencies';
import { languageSchema, type Language } from '@tribuna/contracts/languages';
import { createRoundRandom, type RandomSource } from '@tribuna/games/random';
import { playDados } from '@tribuna/games/partner/dados';
import { playFrutas } from '@tribuna/games/partner/frutas-clasicas';
import {
  CUMBRE_CSS_PATH,
  CUMBRE_GAMES,
  CUMBRE_PLAY_PATH,
  type CumbreGame,
  type CumbreGameId,
} from './cumbre-games';
import {
  CUMBRE_CSS,
  moneyText,
  betExample,
  parseAmount,
  typedAmount,
  renderPage,
  type PageView,
  type RoundResult,
} from './cumbre-pages';
import { CUMBRE_TEXTS } from './cumbre-texts';
import {
  createCumbreWallet,
  listeningOrigin,
  type WalletRefusal,
  type WalletTarget,
} from './cumbre-wallet';

const DEFAULT_TARGET = 50;
/** Play money a demo starts with: 1,000 in the session's currency. */
function demoStart(currency: Currency): number {
  return currency === 'CLP' ? 1_000 : 100_000;
}

const gameId = z.enum(Object.keys(CUMBRE_GAMES) as [CumbreGameId, ...CumbreGameId[]]);

/** What the operator's launch URL hands us (casino.service.ts `launchUrl`). */
const launchSchema = z.object({
  game: gameId,
  session: z.string().max(100).optional(),
  token: z.string().min(1).max(200),
  mode: z.enum(['real', 'demo']),
  currency: currencySchema,
  language: languageSchema,
});

/** One play, as the page's form posts it. */
const playSchema = launchSchema.extend({
  play: z.string().regex(/^[\w-]{22}$/),
  bet: z.string().max(40),
  target: z.coerce.number().int().min(2).max(98).optional(),
  balance: z.coerce.number().int().min(0).max(1e12).optional(),
});
type Play = z.infer<typeof playSchema>;

function newPlayId(): string {
  return crypto.randomBytes(16).toString('base64url');
}

/**
 * A round's randomness: HMAC-SHA256 streams keyed by a seed only Cumbre knows (from its
 * secret and the session's token) over the play id. The play id is drawn with
 * crypto.randomBytes when the form is rendered, so the player cannot foresee the result,
 * and a resent form (a reload, a double click) replays the same round: the same bet, win
 * and end with the same transaction ids, which the wallet answers from its store.
 */
function roundRandom(secret: string, token: string, play: string): RandomSource {
  const serverSeed = crypto
    .createHmac('sha256', secret)
    .update(`round-seed:${token}`)
    .digest('hex');
  return createRoundRandom({ serverSeed, clientSeed: play, nonce: 0 });
}

function playRound(
  game: CumbreGameId,
  amount: number,
  target: number,
  random: RandomSource,
): RoundResult {
  return game === 'dados'
    ? { game, bet: amount, result: playDados({ amount, target }, random) }
    : { game, bet: amount, result: playFrutas(amount, random) };
}

/**
 * Cumbre Games, a demo third-party provider hosted by this process (ADR 0018): game
 * pages at `/partner/cumbre/play` that move money only by signed HTTP calls to the
 * operator's public seamless-wallet API, on the brand's host that framed them.
 */
export function cumbreRoutes(app: FastifyInstance, opts: { secret: string }): void {
  const wallet = createCumbreWallet(opts.secret);
  // Not one of the platform's routes: no brand lookup, hidden from the API document.
  const config = { tenant: false };
  const schema = { hide: true };

  function target(request: FastifyRequest, language: Language): WalletTarget | null {
    const origin = listeningOrigin(app.server.address());
    const host = request.headers.host;
    if (!origin || !host) return null;
    return { origin, host, language };
  }

  function send(reply: FastifyReply, status: number, view: PageView): FastifyReply {
    // Framed as an opaque origin (ADR 0038), the page cannot join the origin-keyed agent
    // cluster the site's header asks for, and Chromium warns on every page if it asks.
    reply.raw.removeHeader('origin-agent-cluster');
    return reply
      .code(status)
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(renderPage(view));
  }

  function refusalText(refusal: WalletRefusal, language: Language): string {
    if (refusal.kind === 'refused' && refusal.error.response[0]) return refusal.error.response[0];
    if (refusal.kind === 'unreachable') app.log.warn({ reason: refusal.reason }, 'cumbre: wallet');
    return CUMBRE_TEXTS[language].unreachable;
  }

  function badLink(reply: FastifyReply, language: Language): FastifyReply {
    return send(reply, 400, {
      game: CUMBRE_GAMES.dados,
      language,
      mode: 'demo',
      currency: 'USD',
      balance: null,
      form: null,
      error: CUMBRE_TEXTS[language].badLink,
      last: null,
    });
  }

  function languageOf(input: unknown): Language {
    const asked = languageSchema.safeParse((input as { language?: unknown } | null)?.language);
    return asked.success ? asked.data : 'en_US';
  }

  app.get(CUMBRE_CSS_PATH, { config, schema }, (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      // Cumbre's pages run in the site's frame as an opaque origin (ADR 0038), for which
      // even this host is another origin: the site's `same-origin` would refuse them.
      .header('cross-origin-resource-policy', 'cross-origin')
      .type('text/css; charset=utf-8')
      .send(CUMBRE_CSS),
  );

  // The launch: who plays and with how much, then the first form.
  app.get(CUMBRE_PLAY_PATH, { config, schema }, async (request, reply) => {
    const parsed = launchSchema.safeParse(request.query);
    if (!parsed.success) return badLink(reply, languageOf(request.query));
    const launch = parsed.data;
    const game = CUMBRE_GAMES[launch.game];
    const base = {
      game,
      language: launch.language,
      mode: launch.mode,
      currency: launch.currency,
      last: null,
    };
    if (launch.mode === 'demo') {
      const balance = demoStart(launch.currency);
      return send(reply, 200, {
        ...base,
        balance,
        error: null,
        form: {
          token: launch.token,
          play: newPlayId(),
          bet: typedAmount(game.demoMinBet, launch.currency, launch.language),
          target: DEFAULT_TARGET,
          demoBalance: balance,
        },
      });
    }
    const to = target(request, launch.language);
    const session = to
      ? await wallet.session(to, launch.token, launch.game)
      : ({ ok: false, kind: 'unreachable', reason: 'not listening' } as const);
    if (!session.ok) {
      return send(reply, 200, {
        ...base,
        balance: null,
        form: null,
        error: refusalText(session, launch.language),
      });
    }
    return send(reply, 200, {
      ...base,
      balance: session.answer.balance,
      error: null,
      form: {
        token: launch.token,
        play: newPlayId(),
        bet: typedAmount(session.answer.min_bet, launch.currency, launch.language),
        target: DEFAULT_TARGET,
        demoBalance: null,
      },
    });
  });

  // One play: the bet, the game, the win (0 for a loss) and the round's end.
  app.post(CUMBRE_PLAY_PATH, { config, schema }, async (request, reply) => {
    const parsed = playSchema.safeParse(request.body);
    if (!parsed.success) return badLink(reply, languageOf(request.body));
    const play = parsed.data;
    const game = CUMBRE_GAMES[play.game];
    const t = CUMBRE_TEXTS[play.language];
    const targetNumber = play.target ?? DEFAULT_TARGET;
    const view = (
      balance: number | null,
      error: string | null,
      last: RoundResult | null,
      next = newPlayId(),
    ): PageView => ({
      game,
      language: play.language,
      mode: play.mode,
      currency: play.currency,
      balance,
      error,
      last,
      form: {
        token: play.token,
        play: next,
        bet: play.bet,
        target: targetNumber,
        demoBalance: play.mode === 'demo' ? balance : null,
      },
    });
    const amount = parseAmount(play.bet, play.currency, play.language);
    const badBet = t.badBet(betExample(play.currency, play.language));
    if (play.mode === 'demo') {
      return send(reply, 200, demoPlay(game, play, amount, targetNumber, view));
    }
    const to = target(request, play.language);
    if (!to) return send(reply, 200, view(null, t.unreachable, null));
    if (amount === null || amount < 1) {
      const known = await wallet.balance(to, play.token, play.game);
      return send(reply, 200, view(known.ok ? known.answer.balance : null, badBet, null));
    }
    const move = {
      token: play.token,
      game: play.game,
      round_id: play.play,
      currency: play.currency,
    };
    const bet = await wallet.bet(to, { ...move, transaction_id: `${play.play}:bet`, amount });
    if (!bet.ok) {
      const balance =
        bet.kind === 'refused' && bet.error.balance !== undefined
          ? bet.error.balance
          : await wallet
              .balance(to, play.token, play.game)
              .then((b) => (b.ok ? b.answer.balance : null));
      return send(reply, 200, view(balance, refusalText(bet, play.language), null));
    }
    const round = playRound(
      play.game,
      amount,
      targetNumber,
      roundRandom(opts.secret, play.token, play.play),
    );
    const win = await wallet.win(to, {
      ...move,
      transaction_id: `${play.play}:win`,
      amount: round.result.payout,
    });
    if (!win.ok) {
      // The same form sent again repeats these calls with the same ids.
      return send(
        reply,
        200,
        view(bet.answer.balance, refusalText(win, play.language), null, play.play),
      );
    }
    const end = await wallet.endRound(to, {
      token: play.token,
      game: play.game,
      round_id: play.play,
    });
    return send(reply, 200, view(end.ok ? end.answer.balance : win.answer.balance, null, round));
  });

  /** Demo: play money in the form, no call to the operator at all. */
  function demoPlay(
    game: CumbreGame,
    play: Play,
    amount: number | null,
    targetNumber: number,
    view: (balance: number | null, error: string | null, last: RoundResult | null) => PageView,
  ): PageView {
    const t = CUMBRE_TEXTS[play.language];
    const balance = play.balance ?? demoStart(play.currency);
    if (amount === null || amount < 1) {
      return view(balance, t.badBet(betExample(play.currency, play.language)), null);
    }
    if (amount < game.demoMinBet || amount > game.demoMaxBet) {
      const money = (minor: number) => moneyText(minor, play.currency, play.language);
      return view(balance, t.outOfLimits(money(game.demoMinBet), money(game.demoMaxBet)), null);
    }
    if (amount > balance) return view(balance, t.notEnoughPlayMoney, null);
    const round = playRound(
      play.game,
      amount,
      targetNumber,
      roundRandom(opts.secret, play.token, play.play),
    );
    return view(balance - amount + round.result.payout, null, round);
  }
}
