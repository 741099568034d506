import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  HouseHistory,
  HouseSession,
  RevealedSeedPair,
  SeedPair,
} from '@tribuna/contracts/house';
import type { Language } from '@tribuna/contracts/languages';
import { hashSeed } from '@tribuna/games/random';
import { formatTime } from '../../lib/date-time';
import { zoneName } from '@tribuna/contracts/time-zones';
import type { HouseApi } from '../house-api';
import { money } from '../money';
import { playErrorMessages } from '../solo/play-error';
import { verifyUrl } from './verify-url';
import './fairness-texts';
import './fairness.css';

const CLIENT_SEED = /^[\x21-\x7e]{1,64}$/;

/** Provable fairness for this player: the seeds in use, rotation, and past rounds to verify. */
export function FairnessPanel(props: {
  api: HouseApi;
  seeds: SeedPair;
  language: Language;
  onClose: () => void;
}) {
  const { api, language, onClose } = props;
  const { t } = useTranslation();
  const [seeds, setSeeds] = useState<SeedPair>(props.seeds);
  const [draft, setDraft] = useState(props.seeds.client_seed);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const [revealed, setRevealed] = useState<RevealedSeedPair | null>(null);
  const [rounds, setRounds] = useState<HouseHistory | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const heading = useRef<HTMLHeadingElement>(null);

  const loadHistory = useCallback(async () => {
    try {
      setRounds(await api.get<HouseHistory>('/history'));
    } catch (error) {
      setProblems(playErrorMessages(error, t));
    }
  }, [api, t]);

  // The nonce moves on with every round: the panel reads the pair afresh when it opens.
  useEffect(() => {
    heading.current?.focus();
    let cancelled = false;
    api
      .get<HouseSession>('/session')
      .then((session) => {
        if (!cancelled && session.seeds) {
          setSeeds(session.seeds);
          setDraft(session.seeds.client_seed);
        }
      })
      .catch(() => undefined);
    api
      .get<HouseHistory>('/history')
      .then((history) => {
        if (!cancelled) setRounds(history);
      })
      .catch((error: unknown) => {
        if (!cancelled) setProblems(playErrorMessages(error, t));
      });
    return () => {
      cancelled = true;
    };
  }, [api, t]);

  async function saveClientSeed(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const clientSeed = draft.trim();
    // The contract's rule (clientSeedSchema), checked here without bringing zod to the page.
    if (!CLIENT_SEED.test(clientSeed)) {
      setProblems([t('fairness.client_seed_invalid')]);
      return;
    }
    setBusy(true);
    setProblems([]);
    try {
      const next = await api.send<SeedPair>('PUT', '/seeds/client', { client_seed: clientSeed });
      setSeeds(next);
      setDraft(next.client_seed);
      setSaved(true);
    } catch (error) {
      setProblems(playErrorMessages(error, t));
    } finally {
      setBusy(false);
    }
  }

  async function rotate() {
    setBusy(true);
    setProblems([]);
    setSaved(false);
    try {
      const answer = await api.send<{ previous: RevealedSeedPair; current: SeedPair }>(
        'POST',
        '/seeds/rotate',
      );
      setRevealed(answer.previous);
      setSeeds(answer.current);
      setDraft(answer.current.client_seed);
      await loadHistory();
    } catch (error) {
      setProblems(playErrorMessages(error, t));
    } finally {
      setBusy(false);
    }
  }

  const revealedHash = revealed ? hashSeed(revealed.server_seed) : null;

  return (
    <section className="fairness" aria-labelledby="fairness-title" data-testid="fairness-panel">
      <header className="fairness__head">
        <h2 id="fairness-title" ref={heading} tabIndex={-1}>
          {t('fairness.title')}
        </h2>
        <button type="button" className="solo-button" onClick={onClose}>
          {t('fairness.close')}
        </button>
      </header>
      <p className="fairness__intro">{t('fairness.intro')}</p>

      <dl className="fairness__pair">
        <dt>{t('fairness.server_seed_hash')}</dt>
        <dd>
          <code data-testid="server-seed-hash">{seeds.server_seed_hash}</code>
        </dd>
        <dt>{t('fairness.nonce')}</dt>
        <dd>
          <code data-testid="nonce">{seeds.nonce}</code>
        </dd>
      </dl>

      <form className="fairness__client" onSubmit={(event) => void saveClientSeed(event)}>
        <label htmlFor="fairness-client-seed">{t('fairness.client_seed')}</label>
        <div className="fairness__row">
          <input
            id="fairness-client-seed"
            value={draft}
            maxLength={64}
            spellCheck={false}
            autoComplete="off"
            onChange={(event) => {
              setDraft(event.target.value);
              setSaved(false);
            }}
          />
          <button
            type="submit"
            className="solo-button"
            disabled={busy || draft.trim() === seeds.client_seed}
          >
            {t('fairness.save')}
          </button>
        </div>
        <p className="fairness__note" aria-live="polite">
          {saved ? t('fairness.saved') : t('fairness.client_seed_hint')}
        </p>
      </form>

      <div className="fairness__rotate">
        <button
          type="button"
          className="solo-button solo-button--primary"
          disabled={busy}
          onClick={() => void rotate()}
        >
          {t('fairness.rotate')}
        </button>
        <p className="fairness__note">{t('fairness.rotate_hint')}</p>
      </div>

      {revealed && revealedHash ? (
        <div className="fairness__revealed" role="status" data-testid="revealed">
          <h3>{t('fairness.revealed_title', { count: revealed.rounds })}</h3>
          <dl>
            <dt>{t('fairness.server_seed')}</dt>
            <dd>
              <code data-testid="revealed-seed">{revealed.server_seed}</code>
            </dd>
            <dt>{t('fairness.shown_hash')}</dt>
            <dd>
              <code>{revealed.server_seed_hash}</code>
            </dd>
            <dt>{t('fairness.computed_hash')}</dt>
            <dd>
              <code>{revealedHash}</code>{' '}
              <strong
                className={revealedHash === revealed.server_seed_hash ? 'fair-ok' : 'fair-bad'}
              >
                {revealedHash === revealed.server_seed_hash
                  ? t('fairness.hash_matches')
                  : t('fairness.hash_differs')}
              </strong>
            </dd>
            <dt>{t('fairness.client_seed')}</dt>
            <dd>
              <code>{revealed.client_seed}</code>
            </dd>
            <dt>{t('fairness.new_hash')}</dt>
            <dd>
              <code>{seeds.server_seed_hash}</code>
            </dd>
          </dl>
        </div>
      ) : null}

      {problems.length > 0 ? (
        <div className="solo-error" role="alert">
          {problems.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      ) : null}

      <h3 className="fairness__rounds-title">{t('fairness.last_rounds')}</h3>
      {rounds === null ? (
        <p>{t('fairness.loading')}</p>
      ) : rounds.items.length === 0 ? (
        <p>{t('fairness.no_rounds')}</p>
      ) : (
        <>
          {/* The brand's zone, which may not be the player's own. */}
          <p>{t('fairness.time_zone', { zone: zoneName(rounds.timezone, language) })}</p>
          <div className="fairness__table-wrap">
            <table className="fairness__rounds">
              <thead>
                <tr>
                  <th scope="col">{t('fairness.when')}</th>
                  <th scope="col">{t('fairness.nonce')}</th>
                  <th scope="col">{t('fairness.bet')}</th>
                  <th scope="col">{t('fairness.win')}</th>
                  <th scope="col">{t('fairness.verify')}</th>
                </tr>
              </thead>
              <tbody>
                {rounds.items.map((round) => (
                  <tr key={round.id}>
                    <td>
                      <time dateTime={round.created_at}>
                        {formatTime(round.created_at, language, rounds.timezone)}
                      </time>
                    </td>
                    <td>{round.fairness.kind === 'seeds' ? round.fairness.nonce : '—'}</td>
                    <td>
                      {money(round.bet, round.currency, language)}
                      {/* Its stake was paid by a bonus, not by the player. */}
                      {round.bonus_id ? (
                        <span className="fairness__tag">{t('fairness.bonus_spin')}</span>
                      ) : null}
                    </td>
                    <td>{money(round.win, round.currency, language)}</td>
                    <td>
                      <a href={verifyUrl(round.id)} target="_blank" rel="noopener">
                        {round.fairness.kind === 'seeds' && round.fairness.server_seed === null
                          ? t('fairness.verify_later')
                          : t('fairness.verify_now')}
                        <span className="visually-hidden"> {t('fairness.new_tab')}</span>
                      </a>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
