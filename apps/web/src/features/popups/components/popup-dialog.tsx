import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Popup } from '@tribuna/contracts/site-settings';
import { canHideForGood, paragraphsOf, popupTarget } from '../popup-selection';
import '../popups.css';
import { keepTabInside } from '../../../lib/focus-trap';

interface PopupDialogProps {
  popup: Popup;
  /** `forGood`: the visitor ticked "don't show this again". */
  onClose: (forGood: boolean) => void;
}

/** Plain text only, never HTML: the brand's staff type it, the visitor reads it. */
function Paragraphs({ text, id }: { text: string; id?: string }) {
  const paragraphs = paragraphsOf(text);
  if (paragraphs.length === 0) return null;
  return (
    <div id={id} className="popup__body">
      {paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </div>
  );
}

/** The popup's link: an app path navigates in the app, an http(s) page opens in a new tab. */
function PopupLink({
  link,
  label,
  onFollow,
  primary = true,
}: {
  link: string | null;
  label: string;
  onFollow: () => void;
  primary?: boolean;
}) {
  const { t } = useTranslation();
  const target = popupTarget(link);
  if (!target) return null;
  const className = `button ${primary ? 'button--primary' : 'button--secondary'}`;
  if (target.kind === 'app') {
    return (
      <Link className={className} to={target.to} onClick={onFollow}>
        {label}
      </Link>
    );
  }
  return (
    <a className={className} href={target.url} target="_blank" rel="noopener noreferrer">
      {label}
      <span className="visually-hidden"> ({t('popups.new_tab')})</span>
    </a>
  );
}

/**
 * One of the brand's popups, as a modal <dialog>: the page behind is inert, focus stays
 * inside and returns where it was. A `block` cannot be dismissed by Escape or a click
 * outside: it is a mandatory notice, acknowledged with its own button (see Popups).
 */
export function PopupDialog({ popup, onClose }: PopupDialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const [forGood, setForGood] = useState(false);
  const [step, setStep] = useState(0);
  const blocking = popup.kind === 'block';
  const dismissible = !blocking;

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof element.showModal === 'function' && !element.open) element.showModal();
    else element.setAttribute('open', '');
    element.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      if (element.open && typeof element.close === 'function') element.close();
      before?.focus();
    };
  }, []);

  // The native Escape would close the element behind React's back: decide here.
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    function onCancel(event: Event) {
      event.preventDefault();
      if (dismissible) onClose(forGood);
    }
    element.addEventListener('cancel', onCancel);
    return () => element.removeEventListener('cancel', onCancel);
  }, [dismissible, forGood, onClose]);

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape') {
      event.preventDefault();
      if (dismissible) onClose(forGood);
      return;
    }
    keepTabInside(event, ref.current);
  }

  const close = () => onClose(forGood);
  const title = popup.title.trim();
  const image = popup.image_url ? (
    <img className="popup__image" src={popup.image_url} alt="" loading="eager" />
  ) : null;
  const hideForGood = canHideForGood(popup) ? (
    <div className="popup__forever checkbox">
      <input
        id={`${titleId}-forever`}
        type="checkbox"
        checked={forGood}
        onChange={(event) => setForGood(event.target.checked)}
      />
      <label htmlFor={`${titleId}-forever`}>{t('popups.dont_show_again')}</label>
    </div>
  ) : null;

  let content: ReactNode;
  if (popup.kind === 'tutorial') {
    // A tutorial is the body read as steps, one paragraph each: staff write it in the
    // office's plain text box, where blank lines are the only structure they can give.
    const steps = paragraphsOf(popup.body);
    const total = Math.max(steps.length, 1);
    const current = Math.min(step, total - 1);
    const last = current === total - 1;
    content = (
      <>
        {image}
        <div className="popup__content">
          {title && (
            <h2 id={titleId} className="popup__title">
              {title}
            </h2>
          )}
          {total > 1 && (
            <p className="popup__step" aria-live="polite">
              {t('popups.step', { current: current + 1, total })}
            </p>
          )}
          <div id={bodyId} className="popup__body">
            {steps[current] !== undefined && <p>{steps[current]}</p>}
          </div>
          {total > 1 && (
            <ol className="popup__dots" aria-hidden="true">
              {steps.map((_, index) => (
                <li key={index} className={index === current ? 'popup__dot--on' : undefined} />
              ))}
            </ol>
          )}
          {last && hideForGood}
          <div className="popup__actions">
            {current > 0 && (
              <button
                type="button"
                className="button button--secondary"
                onClick={() => setStep(current - 1)}
              >
                {t('popups.back')}
              </button>
            )}
            {last ? (
              <>
                <PopupLink
                  link={popup.link_url}
                  label={t('popups.learn_more')}
                  onFollow={close}
                  primary={false}
                />
                <button type="button" className="button button--primary" onClick={close}>
                  {t('popups.done')}
                </button>
              </>
            ) : (
              <button
                type="button"
                className="button button--primary"
                onClick={() => setStep(current + 1)}
                data-autofocus
              >
                {t('popups.next')}
              </button>
            )}
          </div>
        </div>
      </>
    );
  } else if (popup.kind === 'promo') {
    content = (
      <>
        {image ?? <div className="popup__banner" aria-hidden="true" />}
        <div className="popup__content">
          {title && (
            <h2 id={titleId} className="popup__title">
              {title}
            </h2>
          )}
          <Paragraphs text={popup.body} id={bodyId} />
          <div className="popup__actions popup__actions--stack">
            <PopupLink link={popup.link_url} label={t('popups.promo_cta')} onFollow={close} />
            <button type="button" className="button button--ghost" onClick={close}>
              {t('popups.not_now')}
            </button>
          </div>
          {hideForGood}
        </div>
      </>
    );
  } else {
    // generic and block: the same card; a block has no way out but its buttons.
    content = (
      <>
        {image}
        <div className="popup__content">
          {blocking && (
            <span className="popup__badge" aria-hidden="true">
              !
            </span>
          )}
          {title && (
            <h2 id={titleId} className="popup__title">
              {title}
            </h2>
          )}
          <Paragraphs text={popup.body} id={bodyId} />
          <div className="popup__actions">
            <PopupLink
              link={popup.link_url}
              label={t('popups.learn_more')}
              onFollow={close}
              primary={!blocking}
            />
            <button
              type="button"
              className={`button ${blocking || !popup.link_url ? 'button--primary' : 'button--secondary'}`}
              onClick={close}
              data-autofocus
            >
              {blocking ? t('popups.acknowledge') : t('popups.ok')}
            </button>
          </div>
        </div>
      </>
    );
  }

  return (
    <dialog
      ref={ref}
      className={`popup popup--${popup.kind}`}
      aria-labelledby={title ? titleId : undefined}
      aria-label={title ? undefined : t('popups.label')}
      aria-describedby={bodyId}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        // Only the backdrop hits the element itself.
        if (event.target === event.currentTarget && dismissible) close();
      }}
      data-testid={`popup-${popup.id}`}
    >
      <div className="popup__box">
        {dismissible && (
          <button
            type="button"
            className="popup__close"
            aria-label={t('popups.close')}
            onClick={close}
            {...(popup.kind === 'promo' ? { 'data-autofocus': true } : {})}
          >
            <span aria-hidden="true">×</span>
          </button>
        )}
        {content}
      </div>
    </dialog>
  );
}
