import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useResponsible } from '../api/get-responsible';
import type { BrandMoney } from '../limit-values';
import { BreakPanel } from './break-panel';
import { HelpOrganisations } from './help-organisations';
import { LimitsPanel } from './limits-panel';
import { RealityCheckForm } from './reality-check-form';
import { StatementPanel } from './statement-panel';
import '../responsible.css';
import '../responsible-texts';

export const RESPONSIBLE_VIEWS = ['limits', 'reality-check', 'break', 'statement'] as const;
export type ResponsibleView = (typeof RESPONSIBLE_VIEWS)[number];
/** The view lives in the address (`/profile/responsible?view=statement`). */
export const RESPONSIBLE_VIEW_PARAM = 'view';

const VIEW_TEXTS = {
  limits: 'limits',
  'reality-check': 'reality_check',
  break: 'break',
  statement: 'statement',
} as const satisfies Record<ResponsibleView, string>;

function isView(value: string | null): value is ResponsibleView {
  return (RESPONSIBLE_VIEWS as readonly (string | null)[]).includes(value);
}

interface ResponsibleSectionProps {
  money: BrandMoney;
  /** The brand's time zone: resets and breaks are said in it. */
  timeZone: string;
  /** The brand's jurisdiction country, for its help organisations. */
  country: string | null;
  /** The wallet's withdrawal, offered before a break. */
  withdrawPath: string;
}

/** The profile's responsible gambling: limits, reality check, breaks, statement and help. */
export function ResponsibleSection({
  money,
  timeZone,
  country,
  withdrawPath,
}: ResponsibleSectionProps) {
  const { t } = useTranslation();
  const state = useResponsible();
  const [params, setParams] = useSearchParams();
  const asked = params.get(RESPONSIBLE_VIEW_PARAM);
  const view: ResponsibleView = isView(asked) ? asked : 'limits';

  function show(next: ResponsibleView) {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        updated.set(RESPONSIBLE_VIEW_PARAM, next);
        return updated;
      },
      { preventScrollReset: true },
    );
  }

  let content: ReactNode;
  if (state.isPending) content = <p className="rg-muted">{t('responsible.loading')}</p>;
  else if (state.isError) {
    content = (
      <div className="rg-note">
        <p>{t('responsible.failed')}</p>
        <Button variant="secondary" onClick={() => void state.refetch()}>
          {t('responsible.retry')}
        </Button>
      </div>
    );
  } else if (view === 'limits') {
    content = <LimitsPanel state={state.data} money={money} timeZone={timeZone} />;
  } else if (view === 'reality-check') {
    content = <RealityCheckForm state={state.data} />;
  } else if (view === 'break') {
    content = <BreakPanel state={state.data} timeZone={timeZone} withdrawPath={withdrawPath} />;
  } else {
    content = <StatementPanel money={money} />;
  }

  return (
    <section className="rg" aria-labelledby="responsible-title">
      <h2 id="responsible-title" className="profile__section-title">
        {t('responsible.title')}
      </h2>
      <p className="rg-muted">{t('responsible.intro')}</p>
      <div
        className="pill-tabs"
        role="tablist"
        aria-label={t('responsible.views_label')}
        onKeyDown={(event) => {
          // The tabs pattern: arrows move between tabs, Home and End to the ends.
          const index = RESPONSIBLE_VIEWS.indexOf(view);
          const count = RESPONSIBLE_VIEWS.length;
          const next =
            event.key === 'ArrowRight'
              ? RESPONSIBLE_VIEWS[(index + 1) % count]
              : event.key === 'ArrowLeft'
                ? RESPONSIBLE_VIEWS[(index + count - 1) % count]
                : event.key === 'Home'
                  ? RESPONSIBLE_VIEWS[0]
                  : event.key === 'End'
                    ? RESPONSIBLE_VIEWS[count - 1]
                    : undefined;
          if (!next) return;
          event.preventDefault();
          show(next);
          document.getElementById(`rg-tab-${next}`)?.focus();
        }}
      >
        {RESPONSIBLE_VIEWS.map((item) => (
          <button
            key={item}
            id={`rg-tab-${item}`}
            type="button"
            role="tab"
            className="pill-tabs__tab"
            aria-selected={item === view}
            aria-controls="rg-view"
            tabIndex={item === view ? 0 : -1}
            onClick={() => show(item)}
          >
            {t(`responsible.views.${VIEW_TEXTS[item]}`)}
          </button>
        ))}
      </div>
      <div className="rg__view" id="rg-view" role="tabpanel" aria-labelledby={`rg-tab-${view}`}>
        {content}
      </div>
      <HelpOrganisations country={country} />
    </section>
  );
}
