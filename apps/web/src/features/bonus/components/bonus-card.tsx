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

interface BonusCardProps {
  bonus: Bonus;
  format: BonusFormat;
  /** The brand's time zone: deadlines are said in it. */
  timeZone: string;
  /** The wallet's deposit form, for a deposit match waiting for its deposit. */
  depositPath: string;
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
  onClaim,
  onCancel,
  busy,
}: BonusCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const language = currentLanguage();
  const when = (iso: string) => formatDateTime(iso, language, timeZone);

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
          <WageringProgress
            progress={bonus.wagering.progress}
            required={bonus.wagering.required}
            format={format}
          />
          <Facts>
            <Fact label={t('bonus.amount')} value={format.money(bonus.amount)} />
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
            {bonus.expires_at && <Fact label={t('bonus.expires')} value={when(bonus.expires_at)} />}
          </Facts>
          <Contributions bonus={bonus} format={format} />
        </>
      );
      break;
    case 'completed':
      body = (
        <Facts>
          {bonus.completed_at && (
            <Fact label={t('bonus.completed_at')} value={when(bonus.completed_at)} />
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
              <Fact label={t('bonus.canceled_at')} value={when(bonus.canceled_at)} />
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
  const actions = (onClaim ?? onCancel ?? claimed) && (
    <div className="bonus-card__actions">
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

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="bonus-facts__item">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
