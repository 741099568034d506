import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useNavigate } from 'react-router';
import type { Currency } from '@tribuna/contracts/currencies';
import { formatOdds } from '@tribuna/contracts/odds-format';
import type { OddsChangePolicy } from '@tribuna/contracts/sports';
import { AMOUNT_MAX_LENGTH, parseTypedAmount, typedText } from '@tribuna/contracts/typed-amount';
import { Button } from '../../../components/ui/button';
import { ApiError } from '../../../lib/api-error';
import { message } from '../../../lib/messages';
import { currentLanguage } from '../../../lib/i18n';
import type { Language } from '@tribuna/contracts/language-codes';
import { amountProblemText } from '../../../lib/money';
import { rememberTarget, useSession } from '../../../lib/session';
import { useActionKeys } from '../../../lib/use-idempotency-key';
import { useFreeBets, type FreeBet } from '../api/get-free-bets';
import { usePlaceBets } from '../api/place-bets';
import {
  clearSlip,
  getSlip,
  removeSelections,
  setAccumulatorStake,
  setFreeBet,
  setPolicy,
  setRefusals,
  setStake,
  takeOdds,
  useSlip,
} from '../bet-slip-store';
import { marketLabel, outcomeLabel } from '../market-labels';
import { useOddsFormat } from '../odds-preference';
import {
  ACCUMULATOR,
  canAccumulate,
  combinedOdds,
  freeBetWinnings,
  planSlip,
  potentialReturn,
  readPlacement,
  requestOf,
  selectionKey,
  type FreeBetChoice,
  type SelectionRefusal,
  type SlipSelection,
  type StakeProblem,
} from '../slip-maths';
import { useMoney, useSportsSite } from '../sports-site';
import { MyBets } from './my-bets';
import '../sports-texts';

/** Quick stakes in major units of the brand's currency. */
const QUICK_STAKES: Partial<Record<Currency, number[]>> = {
  ARS: [500, 1000, 5000, 10000],
  CLP: [1000, 5000, 10000, 50000],
  COP: [5000, 10000, 50000, 100000],
  MXN: [50, 100, 200, 500],
  UYU: [100, 200, 500, 1000],
};
const DEFAULT_QUICK_STAKES = [5, 10, 25, 50];
const POLICIES: OddsChangePolicy[] = ['none', 'higher', 'any'];
const POLICY_LABELS = {
  none: 'sports.slip.policy_none',
  higher: 'sports.slip.policy_higher',
  any: 'sports.slip.policy_any',
} as const;

/**
 * A stake the slip will not send, in the player's language: a minimum in the brand's
 * money, word for word the API's refusal; a free bet's odds, as the bonus refuses them.
 */
function stakeProblemText(
  problem: StakeProblem,
  say: {
    t: TFunction;
    money: (minor: number) => string;
    odds: (x100: number) => string;
    decimals: number;
    language: Language;
  },
): string {
  if (typeof problem === 'string') return amountProblemText(problem, say.decimals, say.language);
  if ('minOdds' in problem) {
    return say.t('sports.slip.free_bet_odds_low', { odds: say.odds(problem.minOdds) });
  }
  return message('sports.refused.stake_too_low', { amount: say.money(problem.minimum) });
}

/** The free bet a bet of the slip may use, and whether it is the one using it. */
interface FreeBetOffer {
  freeBet: FreeBet;
  chosen: boolean;
}

/**
 * "Use free bet": the player's free bet on this bet (its stake fixed), or back to a stake
 * of their own. With it, the bet's lowest odds are said.
 */
function FreeBetOption({ offer, target }: { offer: FreeBetOffer; target: string }) {
  const { t } = useTranslation();
  const money = useMoney();
  const format = useOddsFormat();
  const { freeBet, chosen } = offer;
  return (
    <div className="slip-free-bet" data-testid="slip-free-bet">
      <label className="slip-free-bet__use">
        <input
          type="checkbox"
          checked={chosen}
          onChange={(change) =>
            setFreeBet(change.target.checked ? { id: freeBet.id, target } : null)
          }
        />
        <span>{t('sports.slip.free_bet_use', { amount: money(freeBet.stake) })}</span>
      </label>
      {chosen && (
        <p className="slip-free-bet__terms">
          {t('sports.slip.free_bet_min_odds', {
            odds: formatOdds(freeBet.min_odds_x100 / 100, format),
          })}
        </p>
      )}
    </div>
  );
}

/** A bet's stake: typed by the player, or a free bet's, fixed. */
function StakeField({
  id,
  label,
  value,
  free,
  invalid,
  disabled,
  onFocus,
  onChange,
  returns,
}: {
  id: string;
  label: string;
  value: string;
  free: FreeBet | null;
  invalid: boolean;
  disabled: boolean;
  onFocus: () => void;
  onChange: (text: string) => void;
  returns: string | null;
}) {
  const { decimals } = useSportsSite();
  const language = currentLanguage();
  return (
    <div className="slip-item__stake">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        inputMode="decimal"
        autoComplete="off"
        maxLength={AMOUNT_MAX_LENGTH}
        placeholder={typedText(0, decimals, language)}
        value={free ? typedText(free.stake, decimals, language) : value}
        // The free bet's stake is its own: shown, not changed.
        readOnly={free !== null}
        className={free ? 'slip-item__stake-input--free' : undefined}
        disabled={disabled}
        aria-invalid={invalid ? true : undefined}
        onFocus={onFocus}
        onChange={(change) => onChange(change.target.value)}
      />
      {returns !== null && (
        <span className="slip-item__returns" data-testid="slip-returns">
          {returns}
        </span>
      )}
    </div>
  );
}

/** A refusal in the player's language: the server's text for a whole bet, ours per pick. */
export function refusalText(refusal: SelectionRefusal): string {
  return refusal.message ?? message(`sports.refused.${refusal.reason}`);
}

function SelectionItem({
  selection,
  refusal,
  problem,
  freeBet,
  onFocusStake,
}: {
  selection: SlipSelection;
  refusal: SelectionRefusal | undefined;
  problem: string | undefined;
  freeBet: FreeBetOffer | null;
  onFocusStake: () => void;
}) {
  const { t } = useTranslation();
  const format = useOddsFormat();
  const money = useMoney();
  const { decimals } = useSportsSite();
  const slip = useSlip();
  const key = selectionKey(selection);
  const name = outcomeLabel(t, selection, selection.market_type, selection.line, selection.outcome);
  const stakeText = slip.stakes[key] ?? '';
  const free = freeBet?.chosen ? freeBet.freeBet : null;
  const returns = returnsText(t, money, free, stakeText, decimals, [selection]);
  const moved = selection.previous_odds;
  const match = `${marketLabel(t, selection.market_type, selection.line)} · ${selection.home} – ${selection.away}`;
  return (
    <li
      className={`slip-item${selection.available ? '' : ' slip-item--suspended'}`}
      data-testid="slip-item"
      data-key={key}
    >
      <div className="slip-item__head">
        <span className="slip-item__pick" title={name}>
          {name}
        </span>
        <span
          className={`slip-item__odds${moved === null ? '' : moved < selection.odds ? ' slip-item__odds--up' : ' slip-item__odds--down'}`}
          data-testid="slip-odds"
        >
          {formatOdds(selection.odds, format)}
        </span>
        <button
          type="button"
          className="slip-item__remove"
          aria-label={t('sports.slip.remove', { name })}
          onClick={() => removeSelections([key])}
        >
          ×
        </button>
      </div>
      <p className="slip-item__market">
        <span className="slip-item__match" title={match}>
          {match}
        </span>
        {selection.live && <span className="slip-item__live">{t('sports.slip.live')}</span>}
      </p>
      {moved !== null && (
        <p className="slip-item__moved">
          {t('sports.slip.odds_moved', { odds: formatOdds(moved, format) })}
        </p>
      )}
      {!selection.available && <p className="slip-item__suspended">{t('sports.slip.suspended')}</p>}
      {refusal && (
        <p className="slip-item__refusal" role="alert" data-testid="slip-refusal">
          {refusalText(refusal)}
        </p>
      )}
      {freeBet && selection.available && <FreeBetOption offer={freeBet} target={key} />}
      <StakeField
        id={`stake-${key}`}
        label={t('sports.slip.stake_for', { name })}
        value={stakeText}
        free={free}
        invalid={problem !== undefined}
        disabled={!selection.available}
        onFocus={onFocusStake}
        onChange={(text) => setStake(key, text)}
        returns={returns}
      />
      {problem && (
        <p className="slip-item__refusal" role="alert">
          {problem}
        </p>
      )}
    </li>
  );
}

/** What a typed stake returns over these picks, or null while it is not an amount. */
function stakeReturn(text: string, decimals: number, picks: readonly SlipSelection[]) {
  if (text.trim() === '') return null;
  const parsed = parseTypedAmount(text, decimals, currentLanguage());
  return parsed.ok ? potentialReturn(parsed.minor, picks) : null;
}

/** Under a stake: what it returns, or what a free bet there wins (its stake is not returned). */
function returnsText(
  t: TFunction,
  money: (minor: number) => string,
  free: FreeBet | null,
  text: string,
  decimals: number,
  picks: readonly SlipSelection[],
): string | null {
  if (free) return t('sports.slip.winnings', { amount: money(freeBetWinnings(free.stake, picks)) });
  const returns = stakeReturn(text, decimals, picks);
  return returns === null ? null : t('sports.slip.returns', { amount: money(returns) });
}

/** The picks in the slip, as one comparable text. */
function picksOf(selections: readonly SlipSelection[]): string {
  return selections.map(selectionKey).join('|');
}

/** The slip's picks, stakes and placement. */
function SlipBody() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { loggedIn } = useSession();
  const slip = useSlip();
  const site = useSportsSite();
  const money = useMoney();
  const format = useOddsFormat();
  const keys = useActionKeys();
  const place = usePlaceBets();
  const [target, setTarget] = useState<string | null>(null);
  // "Bets placed", said over the picks left then: gone once the player picks again.
  const [placedNotice, setPlacedNotice] = useState<{ text: string; over: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [showProblems, setShowProblems] = useState(false);

  const selections = slip.selections;
  const picks = picksOf(selections);
  const notice = placedNotice?.over === picks ? placedNotice.text : null;
  const language = currentLanguage();
  const freeBets = useFreeBets();
  // The chosen free bet while the player still has it unused (the server's word).
  const chosenFree = freeBets.find((f) => f.id === slip.freeBet?.id) ?? null;
  const free: FreeBetChoice | null =
    chosenFree && slip.freeBet
      ? {
          id: chosenFree.id,
          target: slip.freeBet.target,
          stake: chosenFree.stake,
          min_odds_x100: chosenFree.min_odds_x100,
        }
      : null;
  /** The free bet a bet may use: the chosen one on its own bet, else the first, offered to any. */
  const freeBetOf = (target: string): FreeBetOffer | null => {
    if (free && chosenFree)
      return free.target === target ? { freeBet: chosenFree, chosen: true } : null;
    const first = freeBets[0];
    return first ? { freeBet: first, chosen: false } : null;
  };
  const plan = planSlip(slip, site.decimals, language, free);
  const accumulate = canAccumulate(selections);
  const sameEvent = selections.length >= 2 && !accumulate;
  const anyLive = selections.some((s) => s.live);
  const quick = QUICK_STAKES[site.currency] ?? DEFAULT_QUICK_STAKES;
  const problemText = (key: string) => {
    const problem = plan.problems[key];
    return showProblems && problem
      ? stakeProblemText(problem, {
          t,
          money,
          odds: (x100) => formatOdds(x100 / 100, format),
          decimals: site.decimals,
          language,
        })
      : undefined;
  };

  if (selections.length === 0) {
    return (
      <div className="slip-body">
        {notice && (
          <p className="slip-notice" role="status" data-testid="slip-notice">
            {notice}
          </p>
        )}
        <p className="sports-note">{t('sports.slip.empty')}</p>
      </div>
    );
  }

  // Where a quick stake goes unless the player focused a stake: the accumulator, else the
  // first pick; never a free bet's stake, which is fixed.
  const quickTargets = [...(accumulate ? [ACCUMULATOR] : []), ...selections.map(selectionKey)];
  const quickDefault = quickTargets.find((key) => key !== free?.target) ?? null;

  function quickStake(major: number) {
    const text = typedText(major * 10 ** site.decimals, site.decimals, language);
    const into = target !== null && target !== free?.target ? target : quickDefault;
    if (into === ACCUMULATOR) setAccumulatorStake(text);
    else if (into) setStake(into, text);
  }

  function submit() {
    setPlacedNotice(null);
    setFailure(null);
    setShowProblems(true);
    if (!loggedIn) {
      // The slip is kept; the player comes back here after logging in.
      rememberTarget(window.location.pathname + window.location.search);
      void navigate('/login');
      return;
    }
    if (Object.keys(plan.problems).length > 0) return;
    if (plan.bets.length === 0) {
      // Stakes entered but every bet waits on a suspended selection (a bet stop in play).
      const staked =
        free !== null ||
        slip.accumulatorStake.trim() !== '' ||
        Object.values(slip.stakes).some((stake) => stake.trim() !== '');
      const suspended = selections.some((selection) => !selection.available);
      setFailure(t(staked && suspended ? 'sports.slip.waiting_suspended' : 'sports.slip.no_stake'));
      return;
    }
    const request = requestOf(plan, slip, slip.policy);
    const key = keys.keyFor(JSON.stringify(request));
    place.mutate(
      { request, key },
      {
        onSuccess: (result) => {
          keys.done();
          const outcome = readPlacement(plan, result);
          removeSelections(outcome.placedKeys);
          setRefusals(outcome.refusals);
          takeOdds(outcome.newOdds);
          setShowProblems(false);
          if (outcome.placedCount > 0) {
            setPlacedNotice({
              text: t('sports.slip.placed', { count: outcome.placedCount }),
              over: picksOf(getSlip().selections),
            });
          }
        },
        onError: (error) => {
          // The same request retried keeps its key; a refusal of the request itself does not.
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) keys.done();
          setFailure(
            error instanceof ApiError && error.messages.length > 0
              ? error.messages.join(' ')
              : t('sports.slip.failed'),
          );
        },
      },
    );
  }

  const accumulatorRefusal = slip.refusals[ACCUMULATOR];
  const accumulatorFree = freeBetOf(ACCUMULATOR);
  const accumulatorReturn = accumulate
    ? returnsText(
        t,
        money,
        accumulatorFree?.chosen ? accumulatorFree.freeBet : null,
        slip.accumulatorStake,
        site.decimals,
        selections,
      )
    : null;
  return (
    <div className="slip-body">
      <div className="slip-body__bar">
        <h3 className="slip-body__heading">{t('sports.slip.singles')}</h3>
        <Button variant="ghost" onClick={clearSlip}>
          {t('sports.slip.clear')}
        </Button>
      </div>
      <ul className="slip-list">
        {selections.map((selection) => {
          const key = selectionKey(selection);
          return (
            <SelectionItem
              key={key}
              selection={selection}
              refusal={slip.refusals[key]}
              problem={problemText(key)}
              freeBet={freeBetOf(key)}
              onFocusStake={() => setTarget(key)}
            />
          );
        })}
      </ul>
      {sameEvent && <p className="sports-note">{t('sports.slip.accumulator_same_event')}</p>}
      {accumulate && (
        <section
          className="slip-accumulator"
          aria-labelledby="slip-accumulator"
          data-testid="slip-accumulator"
        >
          <h3 id="slip-accumulator" className="slip-body__heading">
            {t('sports.slip.accumulator', { count: selections.length })}
            <span className="slip-accumulator__odds" data-testid="accumulator-odds">
              {formatOdds(combinedOdds(selections), format)}
            </span>
          </h3>
          {accumulatorRefusal && (
            <p className="slip-item__refusal" role="alert" data-testid="slip-refusal">
              {refusalText(accumulatorRefusal)}
            </p>
          )}
          {accumulatorFree && selections.every((s) => s.available) && (
            <FreeBetOption offer={accumulatorFree} target={ACCUMULATOR} />
          )}
          <StakeField
            id="stake-accumulator"
            label={t('sports.slip.accumulator_stake')}
            value={slip.accumulatorStake}
            free={accumulatorFree?.chosen ? accumulatorFree.freeBet : null}
            invalid={problemText(ACCUMULATOR) !== undefined}
            disabled={false}
            onFocus={() => setTarget(ACCUMULATOR)}
            onChange={setAccumulatorStake}
            returns={accumulatorReturn}
          />
          {problemText(ACCUMULATOR) && (
            <p className="slip-item__refusal" role="alert">
              {problemText(ACCUMULATOR)}
            </p>
          )}
        </section>
      )}
      {quickDefault !== null && (
        <div className="slip-quick" role="group" aria-label={t('sports.slip.quick')}>
          {quick.map((major) => {
            const amount = money(major * 10 ** site.decimals);
            return (
              <button
                key={major}
                type="button"
                className="slip-quick__stake"
                aria-label={t('sports.slip.quick_add', { amount })}
                onClick={() => quickStake(major)}
              >
                {amount}
              </button>
            );
          })}
        </div>
      )}
      <div className="slip-policy">
        <label htmlFor="slip-policy">{t('sports.slip.policy')}</label>
        <select
          id="slip-policy"
          value={slip.policy}
          onChange={(change) => {
            const next = POLICIES.find((policy) => policy === change.target.value);
            if (next) setPolicy(next);
          }}
        >
          {POLICIES.map((policy) => (
            <option key={policy} value={policy}>
              {t(POLICY_LABELS[policy])}
            </option>
          ))}
        </select>
      </div>
      <dl className="slip-totals">
        <div>
          <dt>{t('sports.slip.total_stake')}</dt>
          <dd data-testid="slip-total-stake">{money(plan.totalStake)}</dd>
        </div>
        {plan.freeStake > 0 && (
          <div>
            <dt>{t('sports.slip.free_bet')}</dt>
            <dd data-testid="slip-free-stake">{money(plan.freeStake)}</dd>
          </div>
        )}
        <div>
          <dt>{t('sports.slip.total_return')}</dt>
          <dd data-testid="slip-total-return">{money(plan.totalReturn)}</dd>
        </div>
      </dl>
      {failure && (
        <p className="slip-item__refusal" role="alert">
          {failure}
        </p>
      )}
      {notice && (
        <p className="slip-notice" role="status" data-testid="slip-notice">
          {notice}
        </p>
      )}
      {place.isPending && anyLive && (
        <p className="slip-waiting" role="status" data-testid="slip-waiting">
          {t('sports.slip.waiting')}
        </p>
      )}
      <Button block onClick={submit} disabled={place.isPending} data-testid="place-bets">
        {!loggedIn
          ? t('sports.slip.login')
          : place.isPending
            ? t('sports.slip.placing')
            : plan.bets.length > 1
              ? t('sports.slip.place_many', { count: plan.bets.length })
              : t('sports.slip.place')}
      </Button>
    </div>
  );
}

type Tab = 'slip' | 'bets';

/**
 * Keeps `--site-header-height` on the slip at the sticky site header's height, so the slip
 * sticks below it on a wide screen: the header grows when the products wrap to a second line.
 */
function useBelowHeader() {
  const slip = useRef<HTMLElement>(null);
  useEffect(() => {
    const header = document.querySelector('.site-header');
    const element = slip.current;
    if (!header || !element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const height = header.getBoundingClientRect().height;
      element.style.setProperty('--site-header-height', `${height}px`);
    });
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return slip;
}

/**
 * The bet slip: a side panel on wide screens, a floating button with the count that
 * opens it as a sheet on phones. "My bets" shares the panel.
 */
export function BetSlip() {
  const { t } = useTranslation();
  const slipRef = useBelowHeader();
  const slip = useSlip();
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<Tab>('slip');
  const count = slip.selections.length;
  return (
    <>
      <button
        type="button"
        className="bet-slip-toggle"
        aria-expanded={open}
        aria-controls="bet-slip"
        onClick={() => setOpen(!open)}
      >
        {t('sports.slip.open', { count })}
      </button>
      <aside
        ref={slipRef}
        id="bet-slip"
        className={`bet-slip${open ? ' bet-slip--open' : ''}`}
        aria-label={t('sports.slip.title')}
        data-testid="bet-slip"
      >
        <div className="bet-slip__tabs" role="group">
          <button
            type="button"
            className="bet-slip__tab"
            aria-pressed={tab === 'slip'}
            onClick={() => setTab('slip')}
          >
            {t('sports.slip.title')}
            <span className="bet-slip__count" data-testid="slip-count">
              {count}
            </span>
          </button>
          <button
            type="button"
            className="bet-slip__tab"
            aria-pressed={tab === 'bets'}
            onClick={() => setTab('bets')}
          >
            {t('sports.slip.my_bets')}
          </button>
          <button
            type="button"
            className="bet-slip__close"
            aria-label={t('sports.slip.close')}
            onClick={() => setOpen(false)}
          >
            ×
          </button>
        </div>
        {tab === 'slip' ? <SlipBody /> : <MyBets />}
      </aside>
    </>
  );
}
