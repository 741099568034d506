import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { WAGER_CATEGORIES, type Bonus } from '@tribuna/contracts/bonus';
import { Button } from '../../../components/ui/button';
import { formatDateTime } from '../../../lib/date-time';
import { currentLanguage } from '../../../lib/i18n';
import type { BonusFormat } from '../bonus-format';
import { WageringProgress } from './wagering-progress';
import '../bonus-texts';

/** Where a bonus's vouchers are played: the sportsbook's slip, a game's page by its slug. */
export interface PlayPaths {
  sports: string;
  game: (slug: string) => string;
}

interface BonusCardProps {
  bonus: Bonus;
  format: BonusFormat;
  /** The brand's time zone: deadlines are said in it. */
  timeZone: string;
  /** The wallet's deposit form, for a deposit match waiting for its deposit. */
  depositPath: string;
  playPaths: PlayPaths;
  /** Claims an offer (available); declines it or cancels a bonus (claimed, active); null: none. */
  onClaim: (() => void) | null;
  onCancel: (() => void) | null;
  /** A claim or a cancel of this card is on its way. */
  busy: boolean;
}

/** One bonus as its section shows it: what it gives, where it stands, and what can be done. */
export function BonusCard({
  bonus,
  format,
  timeZone,
  depositPath,
  playPaths,
  onClaim,
  onCancel,
  busy,
}: BonusCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const language = currentLanguage();
  const when = (iso: string) => formatDateTime(iso, language, timeZone);
  // Free bets and free spins are played first; what they win may then be wagered.
  const vouchers = bonus.free_bet !== null || bonus.free_spins !== null;
  const wagering = bonus.wagering.required > 0;
  const play = bonus.status === 'active' ? playLink(bonus, playPaths) : null;

  let body: ReactNode;
  switch (bonus.status) {
    case 'available':
      body = (
        <>
          <Gives bonus={bonus} format={format} />
          <Facts>
            {bonus.wagering.required > 0 && (
              <Fact label={t('bonus.to_wager')} value={format.money(bonus.wagering.required)} />
            )}
            {bonus.max_bet !== null && (
              <Fact label={t('bonus.max_bet')} value={format.money(bonus.max_bet)} />
            )}
          </Facts>
          {bonus.expires_at && (
            <p className="bonus-card__deadline">
              {t('bonus.claim_by', { date: when(bonus.expires_at) })}
            </p>
          )}
        </>
      );
      break;
    case 'claimed':
      body = (
        <>
          {bonus.kind === 'deposit_match' ? (
            <p className="bonus-card__gives" data-testid="bonus-deposit-needed">
              {t('bonus.deposit_needed', {
                min: format.money(bonus.min_deposit ?? 0),
                percent: format.percent(bonus.percent ?? 0),
                max: format.money(bonus.max_bonus ?? 0),
              })}
            </p>
          ) : (
            <Gives bonus={bonus} format={format} />
          )}
          <Facts>
            {bonus.max_bet !== null && (
              <Fact label={t('bonus.max_bet')} value={format.money(bonus.max_bet)} />
            )}
            {bonus.max_conversion !== null && (
              <Fact label={t('bonus.max_conversion')} value={format.money(bonus.max_conversion)} />
            )}
          </Facts>
          {bonus.expires_at && (
            <p className="bonus-card__deadline">
              {t('bonus.deposit_by', { date: when(bonus.expires_at) })}
            </p>
          )}
        </>
      );
      break;
    case 'active':
      body = (
        <>
          {wagering && (
            <WageringProgress
              progress={bonus.wagering.progress}
              required={bonus.wagering.required}
              format={format}
            />
          )}
          <Facts>
            {bonus.free_bet && (
              <>
                <Fact
                  label={t('bonus.free_bet_stake')}
                  value={format.money(bonus.free_bet.stake)}
                />
                <Fact label={t('bonus.min_odds')} value={format.odds(bonus.min_odds_x100)} />
              </>
            )}
            {bonus.free_spins && (
              <Fact
                label={t('bonus.spins')}
                value={t('bonus.spins_left', {
                  remaining: bonus.free_spins.remaining,
                  total: bonus.free_spins.total,
                  stake: format.money(bonus.free_spins.stake),
                })}
              />
            )}
            {(!vouchers || bonus.amount > 0) && (
              <Fact label={t('bonus.amount')} value={format.money(bonus.amount)} />
            )}
            {(!vouchers || wagering) && (
              <>
                <Fact
                  label={t('bonus.max_bet')}
                  value={bonus.max_bet !== null ? format.money(bonus.max_bet) : t('bonus.no_limit')}
                />
                <Fact
                  label={t('bonus.max_conversion')}
                  value={
                    bonus.max_conversion !== null
                      ? format.money(bonus.max_conversion)
                      : t('bonus.no_limit')
                  }
                />
              </>
            )}
            {bonus.expires_at && (
              <Fact
                wide
                label={t(vouchers && !wagering ? 'bonus.use_by' : 'bonus.expires')}
                value={when(bonus.expires_at)}
              />
            )}
          </Facts>
          {bonus.free_bet?.used && (
            <p className="bonus-card__note" data-testid="bonus-free-bet-in-play">
              {t('bonus.free_bet_in_play')}
            </p>
          )}
          {wagering && <Contributions bonus={bonus} format={format} />}
        </>
      );
      break;
    case 'completed':
      body = (
        <Facts>
          {bonus.completed_at && (
            <Fact wide label={t('bonus.completed_at')} value={when(bonus.completed_at)} />
          )}
          <Fact label={t('bonus.amount')} value={format.money(bonus.amount)} />
          <Fact label={t('bonus.converted')} value={format.money(bonus.converted ?? 0)} />
          {(bonus.forfeited ?? 0) > 0 && (
            <Fact label={t('bonus.forfeited_cap')} value={format.money(bonus.forfeited ?? 0)} />
          )}
        </Facts>
      );
      break;
    case 'canceled':
      body = (
        <>
          {bonus.cancel_reason && (
            <p className="bonus-card__reason" data-testid="bonus-cancel-reason">
              {bonus.cancel_reason === 'player' && bonus.claimed_at === null
                ? t('bonus.reasons.declined')
                : t(`bonus.reasons.${bonus.cancel_reason}`)}
            </p>
          )}
          <Facts>
            {bonus.canceled_at && (
              <Fact wide label={t('bonus.canceled_at')} value={when(bonus.canceled_at)} />
            )}
            {bonus.amount > 0 && (
              <Fact label={t('bonus.amount')} value={format.money(bonus.amount)} />
            )}
            <Fact label={t('bonus.forfeited')} value={format.money(bonus.forfeited ?? 0)} />
          </Facts>
        </>
      );
      break;
  }

  // The buttons repeat on every card: a screen reader hears whose they are.
  const whose = <span className="visually-hidden"> ({bonus.title})</span>;
  const claimed = bonus.status === 'claimed' && bonus.kind === 'deposit_match';
  const hasActions = onClaim !== null || onCancel !== null || claimed || play !== null;
  const actions = hasActions && (
    <div className="bonus-card__actions">
      {play && (
        <Link className="button button--primary" to={play.to} data-testid="bonus-play">
          {t(play.label)}
          {whose}
        </Link>
      )}
      {onClaim && (
        <Button onClick={onClaim} disabled={busy}>
          {busy ? t('bonus.claiming') : t('bonus.claim')}
          {whose}
        </Button>
      )}
      {claimed && (
        <Link className="button button--primary" to={depositPath}>
          {t('bonus.deposit')}
        </Link>
      )}
      {onCancel && (
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {bonus.status === 'available'
            ? t('bonus.decline')
            : busy
              ? t('bonus.canceling')
              : t('bonus.cancel')}
          {whose}
        </Button>
      )}
    </div>
  );

  return (
    <article
      className={`bonus-card bonus-card--${bonus.status}`}
      aria-labelledby={titleId}
      data-testid="bonus-card"
    >
      <header className="bonus-card__head">
        <h3 id={titleId} className="bonus-card__title">
          {bonus.title}
        </h3>
        <span className="bonus-card__kind">{t(`bonus.kinds.${bonus.kind}`)}</span>
      </header>
      {body}
      {actions}
    </article>
  );
}

/** Where an active bonus's unused free bet or spins are played, if it has any. */
function playLink(
  bonus: Bonus,
  paths: PlayPaths,
): { to: string; label: 'bonus.use_free_bet' | 'bonus.play_spins' } | null {
  if (bonus.free_bet && !bonus.free_bet.used) {
    return { to: paths.sports, label: 'bonus.use_free_bet' };
  }
  if (bonus.free_spins && bonus.free_spins.remaining > 0) {
    return { to: paths.game(bonus.free_spins.game), label: 'bonus.play_spins' };
  }
  return null;
}

/** What an offer gives, by its kind. */
function Gives({ bonus, format }: { bonus: Bonus; format: BonusFormat }) {
  const { t } = useTranslation();
  let text: string;
  switch (bonus.kind) {
    case 'deposit_match':
      text = t('bonus.gives.deposit_match', {
        percent: format.percent(bonus.percent ?? 0),
        max: format.money(bonus.max_bonus ?? 0),
      });
      break;
    case 'cashback':
      // An offer of a period already over knows its amount; a campaign's terms may not yet.
      text =
        bonus.amount > 0
          ? t('bonus.gives.cashback_amount', {
              amount: format.money(bonus.amount),
              percent: format.percent(bonus.percent ?? 0),
            })
          : t('bonus.gives.cashback', {
              percent: format.percent(bonus.percent ?? 0),
              max: format.money(bonus.max_bonus ?? 0),
            });
      break;
    case 'free_bet':
      text = t('bonus.gives.free_bet', {
        amount: format.money(bonus.free_bet?.stake ?? bonus.amount),
      });
      break;
    case 'free_spins':
      text = t('bonus.gives.free_spins', { amount: format.money(bonus.amount) });
      break;
    case 'no_deposit':
      text = t('bonus.gives.no_deposit', { amount: format.money(bonus.amount) });
      break;
  }
  return (
    <p className="bonus-card__gives">
      {text}
      {bonus.kind === 'deposit_match' && bonus.min_deposit !== null && (
        <> {t('bonus.gives.deposit_match_min', { min: format.money(bonus.min_deposit) })}</>
      )}
    </p>
  );
}

/** How much each kind of stake counts towards the wagering. */
function Contributions({ bonus, format }: { bonus: Bonus; format: BonusFormat }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="bonus-card__contributions" aria-labelledby={titleId}>
      <h4 id={titleId} className="bonus-card__subtitle">
        {t('bonus.contributions')}
      </h4>
      <ul className="bonus-contributions" data-testid="bonus-contributions">
        {WAGER_CATEGORIES.map((category) => {
          const share = format.percent(bonus.contributions[category]);
          return (
            <li key={category}>
              <span>{t(`bonus.categories.${category}`)}</span>{' '}
              <strong>
                {category === 'sports'
                  ? t('bonus.sports_odds', {
                      percent: share,
                      odds: format.odds(bonus.min_odds_x100),
                    })
                  : share}
              </strong>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function Facts({ children }: { children: ReactNode }) {
  return <dl className="bonus-facts">{children}</dl>;
}

/** A label and its value; `wide` (a date and time) takes a whole row on a phone. */
function Fact({ label, value, wide = false }: { label: string; value: string; wide?: boolean }) {
  return (
    <div className={wide ? 'bonus-facts__item bonus-facts__item--wide' : 'bonus-facts__item'}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
