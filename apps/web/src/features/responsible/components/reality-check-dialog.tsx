import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '@tribuna/contracts/money';
import type { SessionClock } from '@tribuna/contracts/responsible';
import { currentLanguage } from '../../../lib/i18n';
import { durationText, type BrandMoney } from '../limit-values';
import '../responsible.css';
import { keepTabInside } from '../../../lib/focus-trap';
import '../responsible-texts';

interface RealityCheckDialogProps {
  clock: SessionClock;
  money: BrandMoney;
  canSeeHistory: boolean;
  onContinue: () => Promise<void>;
  onLogOut: () => void;
  onHistory: () => Promise<void>;
}

/**
 * The reality check itself: a modal <dialog> (the page behind goes inert, focus stays
 * inside and returns where it was) that only the player's answer closes, not Escape nor a
 * click outside.
 */
export function RealityCheckDialog({
  clock,
  money,
  canSeeHistory,
  onContinue,
  onLogOut,
  onHistory,
}: RealityCheckDialogProps) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  const [busy, setBusy] = useState(false);
  const played = durationText(clock.played_seconds / 60, (key, parts) => t(key, parts));
  const amount = (minor: number, signed = false) =>
    formatMoney(minor, money.currency, money.decimals, language, { signed });

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof element.showModal === 'function' && !element.open) element.showModal();
    else element.setAttribute('open', '');
    element.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    // The native Escape would close the element behind React's back: an answer is needed.
    const onCancel = (event: Event) => event.preventDefault();
    element.addEventListener('cancel', onCancel);
    return () => {
      element.removeEventListener('cancel', onCancel);
      if (element.open && typeof element.close === 'function') element.close();
      before?.focus();
    };
  }, []);

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      return;
    }
    keepTabInside(event, ref.current);
  }

  async function run(action: () => Promise<void>) {
    setBusy(true);
    try {
      await action();
    } catch {
      // Said by the call; the dialog stays for another try.
    } finally {
      setBusy(false);
    }
  }

  return (
    <dialog
      ref={ref}
      className="dialog rg-check"
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onKeyDown={onKeyDown}
      data-testid="reality-check"
    >
      <div className="dialog__box rg-check__box">
        <span className="dialog__icon dialog__icon--info" aria-hidden="true">
          i
        </span>
        <h2 id={titleId} className="dialog__title">
          {t('responsible.check.title')}
        </h2>
        <p id={textId} className="dialog__text">
          {t('responsible.check.text', { time: played })}
        </p>
        <dl className="rg-check__facts">
          <div>
            <dt>{t('responsible.check.played')}</dt>
            <dd data-testid="reality-check-played">{played}</dd>
          </div>
          <div>
            <dt>{t('responsible.check.wagered')}</dt>
            <dd data-testid="reality-check-wagered">{amount(clock.wagered)}</dd>
          </div>
          <div>
            <dt>{t('responsible.check.net')}</dt>
            <dd
              data-testid="reality-check-net"
              className={clock.net < 0 ? 'rg-loss' : clock.net > 0 ? 'rg-gain' : undefined}
            >
              {amount(clock.net, true)}
            </dd>
          </div>
        </dl>
        <div className="rg-check__actions">
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => void run(onContinue)}
            data-autofocus
          >
            {t('responsible.check.continue')}
          </button>
          {canSeeHistory && (
            <button
              type="button"
              className="button button--secondary"
              disabled={busy}
              onClick={() => void run(onHistory)}
            >
              {t('responsible.check.history')}
            </button>
          )}
          <button
            type="button"
            className="button button--secondary"
            disabled={busy}
            onClick={onLogOut}
          >
            {t('responsible.check.logout')}
          </button>
        </div>
      </div>
    </dialog>
  );
}
