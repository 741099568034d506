import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { HouseEngine, HouseRound, HouseRoundRecord } from '@tribuna/contracts/house';
import type { Language } from '@tribuna/contracts/languages';
import { GameError } from '@tribuna/games/game-error';
import { hashSeed } from '@tribuna/games/random';
import { formatDateTime } from '../../lib/date-time';
import { zoneName } from '@tribuna/contracts/time-zones';
import '../blackjack/blackjack-texts';
import '../slot/slot-texts';
import { money } from '../money';
import { playErrorMessages } from '../solo/play-error';
import { HouseApiError } from '../house-api';
import {
  compareRound,
  recomputeChain,
  recomputeSolo,
  readSoloInput,
  RecomputeError,
  type Comparison,
  type Recomputed,
} from './recompute';
import { RecomputedView } from './recomputed-view';
import './fairness-texts';
import './fairness.css';

type Loaded =
  | { state: 'none' }
  | { state: 'loading' }
  | { state: 'failed'; messages: string[] }
  | { state: 'ready'; round: HouseRoundRecord };

const SOLO_ENGINES: HouseEngine[] = ['slot', 'roulette', 'blackjack'];

/** A round as anyone may fetch it (no token: the verifier is a page of its own). */
async function fetchRound(id: string, language: Language): Promise<HouseRoundRecord> {
  let response: Response;
  try {
    response = await fetch(`/api/house/rounds/${encodeURIComponent(id)}`, {
      headers: { accept: 'application/json', 'master-language': language },
      credentials: 'omit',
    });
  } catch {
    throw new HouseApiError(0, 'NETWORK', []);
  }
  const json = (await response.json().catch(() => null)) as { response?: unknown } | null;
  if (response.ok && json && 'response' in json) return json.response as HouseRoundRecord;
  const messages = Array.isArray(json?.response)
    ? json.response.filter((m): m is string => typeof m === 'string')
    : [];
  throw new HouseApiError(response.status, 'NOT_FOUND', messages);
}

/** The engine's refusal as the verifier's own words. */
function problemKey(error: unknown): string {
  if (error instanceof RecomputeError) return error.key;
  if (error instanceof GameError) {
    if (error.code.startsWith('fair.')) return `verify.${error.code.slice(5)}`;
    return 'verify.bets_invalid';
  }
  return 'verify.bets_invalid';
}

function Verdict({ comparison }: { comparison: Comparison }) {
  const { t } = useTranslation();
  const ok = comparison.outcome && comparison.win !== false && comparison.chain !== false;
  return (
    <div
      className={`verify-verdict ${ok ? 'fair-ok' : 'fair-bad'}`}
      role="status"
      data-testid="verify-verdict"
    >
      <strong>{ok ? t('verify.verified') : t('verify.mismatch')}</strong>
      {!ok ? (
        <ul>
          {!comparison.outcome ? <li>{t('verify.mismatch_outcome')}</li> : null}
          {comparison.win === false ? <li>{t('verify.mismatch_win')}</li> : null}
          {comparison.chain === false ? <li>{t('verify.mismatch_chain')}</li> : null}
        </ul>
      ) : null}
    </div>
  );
}

function HashCheck({ seed, shown }: { seed: string; shown: string }) {
  const { t } = useTranslation();
  const computed = useMemo(() => hashSeed(seed), [seed]);
  return (
    <>
      <dt>{t('verify.computed_hash')}</dt>
      <dd>
        <code data-testid="computed-hash">{computed}</code>{' '}
        {shown ? (
          <strong className={computed === shown ? 'fair-ok' : 'fair-bad'}>
            {computed === shown ? t('fairness.hash_matches') : t('fairness.hash_differs')}
          </strong>
        ) : null}
      </dd>
    </>
  );
}

function RoundCheck({ round, language }: { round: HouseRoundRecord; language: Language }) {
  const { t } = useTranslation();
  const { fairness } = round;
  const check = useMemo(():
    { result: Recomputed; comparison: Comparison } | { problem: string } | null => {
    try {
      if (fairness.kind === 'seeds') {
        if (!fairness.server_seed || round.status !== 'settled') return null;
        const result = recomputeSolo(
          round.engine,
          {
            serverSeed: fairness.server_seed,
            clientSeed: fairness.client_seed,
            nonce: fairness.nonce,
          },
          readSoloInput(round.engine, round.input),
        );
        return { result, comparison: compareRound(round, result) };
      }
      if (!fairness.round_seed) return null;
      const result = recomputeChain(round.engine, { ...fairness, round_seed: fairness.round_seed });
      return { result, comparison: compareRound(round, result) };
    } catch (error) {
      return { problem: problemKey(error) };
    }
  }, [round, fairness]);

  return (
    <section className="verify-card" aria-labelledby="verify-round-title">
      <h2 id="verify-round-title">{t('verify.round_title')}</h2>
      <dl className="verify-facts">
        <dt>{t('verify.round_id')}</dt>
        <dd>
          <code>{round.id}</code>
        </dd>
        <dt>{t('verify.game')}</dt>
        <dd>{round.game}</dd>
        <dt>{t('verify.played')}</dt>
        <dd>
          {/* Named: the verifier is opened from anywhere, not only beside the brand's site. */}
          <time dateTime={round.created_at}>
            {formatDateTime(round.created_at, language, round.timezone)}
          </time>{' '}
          ({zoneName(round.timezone, language)})
        </dd>
        <dt>{t('fairness.bet')}</dt>
        <dd>{money(round.bet, round.currency, language)}</dd>
        <dt>{t('fairness.win')}</dt>
        <dd>{money(round.win, round.currency, language)}</dd>
        {fairness.kind === 'seeds' ? (
          <>
            <dt>{t('verify.shown_hash')}</dt>
            <dd>
              <code data-testid="shown-hash">{fairness.server_seed_hash}</code>
            </dd>
            <dt>{t('fairness.client_seed')}</dt>
            <dd>
              <code>{fairness.client_seed}</code>
            </dd>
            <dt>{t('fairness.nonce')}</dt>
            <dd>
              <code>{fairness.nonce}</code>
            </dd>
            <dt>{t('fairness.server_seed')}</dt>
            <dd>
              {fairness.server_seed ? (
                <code>{fairness.server_seed}</code>
              ) : (
                t('verify.not_revealed_short')
              )}
            </dd>
            {fairness.server_seed ? (
              <HashCheck seed={fairness.server_seed} shown={fairness.server_seed_hash} />
            ) : null}
          </>
        ) : (
          <>
            <dt>{t('verify.commitment')}</dt>
            <dd>
              <code>{fairness.commitment}</code>
            </dd>
            <dt>{t('verify.salt')}</dt>
            <dd>
              <code>{fairness.salt}</code>
            </dd>
            <dt>{t('verify.chain_index')}</dt>
            <dd>{fairness.index}</dd>
            <dt>{t('verify.round_seed')}</dt>
            <dd>
              {fairness.round_seed ? (
                <code>{fairness.round_seed}</code>
              ) : (
                t('verify.round_seed_later')
              )}
            </dd>
          </>
        )}
      </dl>
      {fairness.kind === 'seeds' && !fairness.server_seed ? (
        <p className="verify-note" role="status" data-testid="verify-verdict">
          {t('verify.not_revealed')}
        </p>
      ) : null}
      {round.status !== 'settled' ? <p className="verify-note">{t('verify.round_open')}</p> : null}
      {check && 'problem' in check ? (
        <div className="solo-error" role="alert">
          <p>{t(check.problem)}</p>
        </div>
      ) : null}
      {check && 'result' in check ? (
        <>
          <Verdict comparison={check.comparison} />
          <h3>{t('verify.recomputed')}</h3>
          <RecomputedView result={check.result} currency={round.currency} language={language} />
        </>
      ) : null}
    </section>
  );
}

interface ManualFields {
  engine: HouseEngine;
  serverSeed: string;
  clientSeed: string;
  nonce: string;
  lineBet: string;
  bets: string;
  bet: string;
  actions: string;
}

function initialFields(round: HouseRound | null): ManualFields {
  const fields: ManualFields = {
    engine: 'slot',
    serverSeed: '',
    clientSeed: '',
    nonce: '0',
    lineBet: '5',
    bets: '[{"type":"red","amount":100}]',
    bet: '100',
    actions: 'stand',
  };
  if (!round || round.fairness.kind !== 'seeds' || !SOLO_ENGINES.includes(round.engine)) {
    return fields;
  }
  fields.engine = round.engine;
  fields.serverSeed = round.fairness.server_seed ?? '';
  fields.clientSeed = round.fairness.client_seed;
  fields.nonce = String(round.fairness.nonce);
  try {
    const input = readSoloInput(round.engine, round.input);
    if (input.lineBet !== undefined) fields.lineBet = String(input.lineBet);
    if (input.bets) fields.bets = JSON.stringify(input.bets);
    if (input.bet !== undefined) fields.bet = String(input.bet);
    if (input.actions) fields.actions = input.actions.join(', ');
  } catch {
    // A round whose input cannot be read leaves the form's examples.
  }
  return fields;
}

function ManualCheck({ round, language }: { round: HouseRound | null; language: Language }) {
  const { t } = useTranslation();
  const [fields, setFields] = useState<ManualFields>(() => initialFields(round));
  const [outcome, setOutcome] = useState<
    { result: Recomputed; hash: string } | { problem: string } | null
  >(null);

  function set<K extends keyof ManualFields>(key: K, value: ManualFields[K]) {
    setFields((current) => ({ ...current, [key]: value }));
    setOutcome(null);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    try {
      const nonce = Number(fields.nonce);
      let input: unknown;
      if (fields.engine === 'slot') input = { line_bet: Number(fields.lineBet) };
      else if (fields.engine === 'roulette') {
        try {
          input = { bets: JSON.parse(fields.bets) as unknown };
        } catch {
          throw new RecomputeError('verify.bets_invalid');
        }
      } else {
        input = {
          bet: Number(fields.bet),
          actions: fields.actions
            .split(/[\s,]+/)
            .map((a) => a.trim().toLowerCase())
            .filter(Boolean),
        };
      }
      const result = recomputeSolo(
        fields.engine,
        { serverSeed: fields.serverSeed.trim(), clientSeed: fields.clientSeed, nonce },
        readSoloInput(fields.engine, input),
      );
      setOutcome({ result, hash: hashSeed(fields.serverSeed.trim()) });
    } catch (error) {
      setOutcome({ problem: problemKey(error) });
    }
  }

  return (
    <section className="verify-card" aria-labelledby="verify-manual-title">
      <h2 id="verify-manual-title">{t('verify.manual_title')}</h2>
      <p className="verify-note">{t('verify.manual_intro')}</p>
      <form className="verify-form" onSubmit={submit}>
        <label>
          {t('verify.game_kind')}
          <select
            value={fields.engine}
            onChange={(event) => set('engine', event.target.value as HouseEngine)}
          >
            {SOLO_ENGINES.map((engine) => (
              <option key={engine} value={engine}>
                {t(`verify.engines.${engine}`)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('fairness.server_seed')}
          <input
            value={fields.serverSeed}
            spellCheck={false}
            autoComplete="off"
            onChange={(event) => set('serverSeed', event.target.value)}
          />
        </label>
        <label>
          {t('fairness.client_seed')}
          <input
            value={fields.clientSeed}
            spellCheck={false}
            autoComplete="off"
            onChange={(event) => set('clientSeed', event.target.value)}
          />
        </label>
        <label>
          {t('fairness.nonce')}
          <input
            inputMode="numeric"
            value={fields.nonce}
            onChange={(event) => set('nonce', event.target.value)}
          />
        </label>
        {fields.engine === 'slot' ? (
          <label>
            {t('verify.line_bet_minor')}
            <input
              inputMode="numeric"
              value={fields.lineBet}
              onChange={(event) => set('lineBet', event.target.value)}
            />
          </label>
        ) : null}
        {fields.engine === 'roulette' ? (
          <label className="verify-form__wide">
            {t('verify.bets_json')}
            <textarea
              rows={3}
              spellCheck={false}
              value={fields.bets}
              onChange={(event) => set('bets', event.target.value)}
            />
          </label>
        ) : null}
        {fields.engine === 'blackjack' ? (
          <>
            <label>
              {t('verify.bet_minor')}
              <input
                inputMode="numeric"
                value={fields.bet}
                onChange={(event) => set('bet', event.target.value)}
              />
            </label>
            <label>
              {t('verify.actions')}
              <input
                value={fields.actions}
                onChange={(event) => set('actions', event.target.value)}
              />
            </label>
          </>
        ) : null}
        <div className="verify-form__wide">
          <button type="submit" className="solo-button solo-button--primary">
            {t('verify.compute')}
          </button>
        </div>
      </form>
      {outcome && 'problem' in outcome ? (
        <div className="solo-error" role="alert">
          <p>{t(outcome.problem)}</p>
        </div>
      ) : null}
      {outcome && 'result' in outcome ? (
        <div aria-live="polite">
          <dl className="verify-facts">
            <dt>{t('verify.computed_hash')}</dt>
            <dd>
              <code>{outcome.hash}</code>
            </dd>
          </dl>
          <RecomputedView
            result={outcome.result}
            currency={round?.currency ?? null}
            language={language}
          />
        </div>
      ) : null}
    </section>
  );
}

/** `/games/house/verify?round=<id>`: replays a round in the browser with the game's engine. */
export function VerifyPage({ language }: { language: Language }) {
  const { t } = useTranslation();
  const roundId = useMemo(() => new URLSearchParams(window.location.search).get('round'), []);
  const [loaded, setLoaded] = useState<Loaded>(roundId ? { state: 'loading' } : { state: 'none' });

  useEffect(() => {
    document.title = t('verify.title');
    if (!roundId) return;
    let cancelled = false;
    fetchRound(roundId, language)
      .then((round) => {
        if (!cancelled) setLoaded({ state: 'ready', round });
      })
      .catch((error: unknown) => {
        if (!cancelled) setLoaded({ state: 'failed', messages: playErrorMessages(error, t) });
      });
    return () => {
      cancelled = true;
    };
  }, [roundId, language, t]);

  const round = loaded.state === 'ready' ? loaded.round : null;
  return (
    <main className="verify" lang={language.replace('_', '-')}>
      <h1>{t('verify.title')}</h1>
      <p className="verify-note">{t('verify.intro')}</p>
      {loaded.state === 'loading' ? <p>{t('house.loading')}</p> : null}
      {loaded.state === 'failed' ? (
        <div className="solo-error" role="alert">
          {loaded.messages.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}
      {round ? <RoundCheck round={round} language={language} /> : null}
      <ManualCheck key={round?.id ?? 'none'} round={round} language={language} />
    </main>
  );
}
