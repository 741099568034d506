import { useTranslation } from 'react-i18next';
import type { Currency } from '@tribuna/contracts/currencies';
import { formatMoney } from '@tribuna/contracts/money';
import type { MyReferrals, ReferralRewardView } from '@tribuna/contracts/referrals';
import { Button } from '../../../components/ui/button';
import { formatDate } from '../../../lib/date-time';
import { currentLanguage } from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { useReferrals } from '../api/get-referrals';
import { whatsappShareUrl } from '../referrals-share';
import '../referrals.css';
import '../referrals-texts';

interface ReferralsSectionProps {
  /** The brand's currency: the amount to wager is said in it. */
  money: { currency: Currency; decimals: number };
  /** The brand's time zone: sign-up dates are said in it. */
  timeZone: string;
}

type T = ReturnType<typeof useTranslation>['t'];

function rewardText(t: T, reward: ReferralRewardView): string {
  return reward.kind === 'miles'
    ? t('referrals.miles', { count: reward.miles })
    : t('referrals.bonus', { title: reward.title });
}

/** What the friend must do and what both get, said from the brand's rules. */
function howItWorks(t: T, data: MyReferrals, amount: string): string[] {
  const { rules } = data;
  const { referrer_reward: mine, referred_reward: theirs } = rules;
  const reward = mine
    ? theirs
      ? t('referrals.how_both', { referrer: rewardText(t, mine), referred: rewardText(t, theirs) })
      : t('referrals.how_referrer', { referrer: rewardText(t, mine) })
    : theirs
      ? t('referrals.how_referred', { referred: rewardText(t, theirs) })
      : t('referrals.how_none');
  return [
    t('referrals.how_signup'),
    rules.wager_amount > 0
      ? t('referrals.how_play', { days: rules.days, amount })
      : t('referrals.how_deposit', { days: rules.days }),
    reward,
  ];
}

function copy(value: string, message: string): void {
  navigator.clipboard
    .writeText(value)
    .then(() => notify({ type: 'success', message }))
    // Without clipboard access the value is still there to select by hand.
    .catch(() => undefined);
}

/**
 * The profile's referrals: the player's code and link (copied, or shared on WhatsApp), how
 * it works with this brand's rules, and the friends who signed up with their states.
 */
export function ReferralsSection({ money, timeZone }: ReferralsSectionProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const referrals = useReferrals();

  return (
    <section className="referrals" aria-labelledby="referrals-title">
      <h2 id="referrals-title" className="profile__section-title">
        {t('referrals.title')}
      </h2>
      <p className="referrals-muted">{t('referrals.intro')}</p>
      {referrals.isPending ? (
        <p className="referrals-muted">{t('referrals.loading')}</p>
      ) : referrals.isError ? (
        <div className="referrals-note">
          <p>{t('referrals.failed')}</p>
          <Button variant="secondary" onClick={() => void referrals.refetch()}>
            {t('referrals.retry')}
          </Button>
        </div>
      ) : (
        <ReferralsBody
          data={referrals.data}
          amount={formatMoney(
            referrals.data.rules.wager_amount,
            money.currency,
            money.decimals,
            language,
          )}
          language={language}
          timeZone={timeZone}
        />
      )}
    </section>
  );
}

function ReferralsBody({
  data,
  amount,
  language,
  timeZone,
}: {
  data: MyReferrals;
  amount: string;
  language: string;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const shareText = t('referrals.share_text', { code: data.code, link: data.link });
  return (
    <>
      <div className="referrals-share">
        <div className="referrals-field">
          <span className="referrals-field__label" id="referrals-code-label">
            {t('referrals.code_label')}
          </span>
          <div className="referrals-field__row">
            <output className="referrals-code" aria-labelledby="referrals-code-label">
              {data.code}
            </output>
            <Button
              variant="secondary"
              aria-label={t('referrals.copy_code')}
              onClick={() => copy(data.code, t('referrals.copied_code'))}
            >
              {t('referrals.copy')}
            </Button>
          </div>
        </div>
        <div className="referrals-field">
          <span className="referrals-field__label" id="referrals-link-label">
            {t('referrals.link_label')}
          </span>
          <div className="referrals-field__row">
            <output className="referrals-link" aria-labelledby="referrals-link-label">
              {data.link}
            </output>
            <Button
              variant="secondary"
              aria-label={t('referrals.copy_link')}
              onClick={() => copy(data.link, t('referrals.copied_link'))}
            >
              {t('referrals.copy')}
            </Button>
          </div>
        </div>
        <a
          className="button button--primary referrals-whatsapp"
          href={whatsappShareUrl(shareText)}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('referrals.whatsapp')}
        </a>
      </div>

      <section className="referrals-how" aria-labelledby="referrals-how-title">
        <h3 id="referrals-how-title" className="referrals-subtitle">
          {t('referrals.how_title')}
        </h3>
        <ol className="referrals-steps">
          {howItWorks(t, data, amount).map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p className="referrals-muted">
          {t('referrals.how_rules', { cap: data.rules.monthly_cap })}
        </p>
      </section>

      <section className="referrals-list" aria-labelledby="referrals-list-title">
        <h3 id="referrals-list-title" className="referrals-subtitle">
          {t('referrals.list_title')}
        </h3>
        {data.items.length === 0 ? (
          <p className="referrals-note" data-testid="referrals-empty">
            {t('referrals.empty')}
          </p>
        ) : (
          <>
            <p className="referrals-muted">
              {t('referrals.totals', {
                referrals: data.totals.referrals,
                pending: data.totals.pending,
                rewarded: data.totals.rewarded,
              })}
            </p>
            <ul className="referrals-items">
              {data.items.map((item) => (
                <li key={item.id} className="referrals-item" data-testid="referral">
                  <div className="referrals-item__who">
                    <span className="referrals-item__name">{item.username}</span>
                    <span className="referrals-muted">
                      {t('referrals.signed_up', {
                        date: formatDate(item.registered_at, language, timeZone),
                      })}
                    </span>
                  </div>
                  <div className="referrals-item__state">
                    <span className={`referrals-badge referrals-badge--${item.state}`}>
                      {t(`referrals.states.${item.state}`)}
                    </span>
                    {item.reason && (
                      <span className="referrals-muted">
                        {t(`referrals.reasons.${item.reason}`)}
                      </span>
                    )}
                    {item.reward && (
                      <span className="referrals-muted">
                        {t('referrals.you_got', { reward: rewardText(t, item.reward) })}
                      </span>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </>
  );
}
