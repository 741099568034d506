import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

export type AuthTab = 'login' | 'register';
const TABS: readonly AuthTab[] = ['login', 'register'];

/** The open tab lives in the address (`?tab=register`), so a link to /login opens the login. */
export function useAuthTab(): [AuthTab, (tab: AuthTab) => void] {
  const [params, setParams] = useSearchParams();
  const tab: AuthTab = params.get('tab') === 'register' ? 'register' : 'login';
  function choose(next: AuthTab) {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'login') updated.delete('tab');
        else updated.set('tab', next);
        return updated;
      },
      { replace: true, preventScrollReset: true },
    );
  }
  return [tab, choose];
}

interface AuthTabsProps {
  tab: AuthTab;
  onChoose: (tab: AuthTab) => void;
  login: ReactNode;
  register: ReactNode;
}

/**
 * Log in / sign up as tabs (WAI-ARIA tabs, arrow keys move between them). Only the open
 * form is rendered: both have a "Password" field, and one form at a time is clearer.
 */
export function AuthTabs({ tab, onChoose, login, register }: AuthTabsProps) {
  const { t } = useTranslation();
  const id = useId();
  const refs = useRef<Record<AuthTab, HTMLButtonElement | null>>({ login: null, register: null });

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const next = TABS[(TABS.indexOf(tab) + step + TABS.length) % TABS.length] ?? 'login';
    onChoose(next);
    refs.current[next]?.focus();
  }

  return (
    <div className="landing-tabs">
      <div
        className="landing-tabs__list"
        role="tablist"
        aria-label={t('landing.tabs_label')}
        onKeyDown={onKeyDown}
      >
        {TABS.map((name) => (
          <button
            key={name}
            ref={(element) => {
              refs.current[name] = element;
            }}
            id={`${id}-${name}-tab`}
            type="button"
            role="tab"
            className="landing-tabs__tab"
            aria-selected={tab === name}
            aria-controls={`${id}-panel`}
            tabIndex={tab === name ? 0 : -1}
            onClick={() => onChoose(name)}
          >
            {t(name === 'login' ? 'landing.tab_login' : 'landing.tab_register')}
          </button>
        ))}
      </div>
      <div
        id={`${id}-panel`}
        role="tabpanel"
        className="landing-tabs__panel"
        aria-labelledby={`${id}-${tab}-tab`}
      >
        {tab === 'login' ? login : register}
      </div>
    </div>
  );
}
