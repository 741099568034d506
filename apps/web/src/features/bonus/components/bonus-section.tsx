import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { Bonus } from '@tribuna/contracts/bonus';
import { currentLanguage } from '../../../lib/i18n';
import { bonusFormat, type BonusMoney } from '../bonus-format';
import { BONUS_VIEWS, viewOfStatus, type BonusView } from '../bonus-views';
import type { PlayPaths } from './bonus-card';
import { BonusCodeForm } from './bonus-code-form';
import { BonusList } from './bonus-list';
import '../bonus.css';
import '../bonus-texts';

/** The code's section takes its first value from the address (`?code=`, a promotion's link). */
export const BONUS_CODE_PARAM = 'code';

interface BonusSectionProps {
  /** The section the address names. */
  view: BonusView;
  /** The address of each section (`/profile/bonus/<view>`). */
  pathOf: (view: BonusView) => string;
  money: BonusMoney;
  /** The brand's time zone: deadlines are said in it. */
  timeZone: string;
  /** The wallet's deposit form, for a deposit match waiting for its deposit. */
  depositPath: string;
  /** Where a free bet or free spins are played. */
  playPaths: PlayPaths;
  /** The player's bonus money now (the wallet's), said before a cancel forfeits it. */
  bonusBalance: number | undefined;
  /** A claim or a cancel moved money: the balances are read again. */
  onMoneyMoved: () => void;
}

/**
 * The profile's bonuses: the spec's six sections (offers, a code, the claimed, active,
 * completed and canceled ones), each at its own address so a promotion can link to one.
 */
export function BonusSection({
  view,
  pathOf,
  money,
  timeZone,
  depositPath,
  playPaths,
  bonusBalance,
  onMoneyMoved,
}: BonusSectionProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const language = currentLanguage();
  const { currency, decimals } = money;
  const format = useMemo(
    () => bonusFormat({ currency, decimals }, language),
    [currency, decimals, language],
  );
  const activeLink = useRef<HTMLAnchorElement>(null);

  // On a phone the sections are a row that scrolls sideways: the chosen one is brought into
  // it (sideways only, never moving the page).
  useEffect(() => {
    const link = activeLink.current;
    const list = link?.closest('ul');
    if (!link || !list || list.scrollWidth <= list.clientWidth) return;
    const offset = link.getBoundingClientRect().left - list.getBoundingClientRect().left;
    list.scrollLeft += offset - (list.clientWidth - link.offsetWidth) / 2;
  }, [view]);

  function changed(bonus: Bonus) {
    onMoneyMoved();
    // Where the bonus is now: waiting for its deposit, running, or canceled.
    void navigate(pathOf(viewOfStatus(bonus.status)), { preventScrollReset: true });
  }

  return (
    <section className="bonus" aria-labelledby="bonus-title">
      <h2 id="bonus-title" className="profile__section-title">
        {t('bonus.title')}
      </h2>
      <p className="bonus-muted">{t('bonus.intro')}</p>
      <nav className="bonus-views" aria-label={t('bonus.views_label')}>
        <ul className="bonus-views__list">
          {BONUS_VIEWS.map((item) => (
            <li key={item}>
              <Link
                ref={item === view ? activeLink : undefined}
                className="bonus-views__link"
                to={pathOf(item)}
                aria-current={item === view ? 'page' : undefined}
                preventScrollReset
              >
                {t(`bonus.views.${item}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="bonus__view" data-testid={`bonus-view-${view}`}>
        {view === 'code' ? (
          <BonusCodeForm
            // A new `?code=` (another promotion's link) starts the form again.
            key={params.get(BONUS_CODE_PARAM) ?? ''}
            initialCode={params.get(BONUS_CODE_PARAM) ?? ''}
            onClaimed={changed}
          />
        ) : (
          <BonusList
            view={view}
            format={format}
            timeZone={timeZone}
            depositPath={depositPath}
            playPaths={playPaths}
            codePath={pathOf('code')}
            bonusBalance={bonusBalance}
            onChanged={changed}
          />
        )}
      </div>
    </section>
  );
}
