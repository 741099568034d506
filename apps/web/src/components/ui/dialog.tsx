import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  confirmed,
  denied,
  DIALOG_DEFAULTS,
  dismissed,
  settleDialog,
  useCurrentDialog,
  type DialogResult,
  type PendingDialog,
} from '../../lib/dialogs';
import { defaultValidator } from '../../lib/dialog-validators';
import { keepTabInside } from '../../lib/focus-trap';

const ICONS = { success: '✓', error: '✕', warning: '!', info: 'i', question: '?' } as const;

function DialogBox({ pending }: { pending: PendingDialog }) {
  const { t } = useTranslation();
  const { id, options } = pending;
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  const inputId = useId();
  const errorId = useId();
  const [value, setValue] = useState(options.inputValue ?? '');
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  const theme = options.theme ?? DIALOG_DEFAULTS.theme;
  const paragraphs =
    options.text === undefined ? [] : Array.isArray(options.text) ? options.text : [options.text];
  const showConfirm = options.showConfirmButton ?? true;
  const allowEscape = options.allowEscapeKey ?? true;
  const allowOutside = options.allowOutsideClick ?? true;

  // Open as a modal (the rest of the page goes inert) and give focus back on close.
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (typeof element.showModal === 'function' && !element.open) element.showModal();
    else element.setAttribute('open', '');
    const first = element.querySelector<HTMLElement>('[data-autofocus]');
    first?.focus();
    return () => {
      if (element.open && typeof element.close === 'function') element.close();
      before?.focus();
    };
  }, []);

  useEffect(() => {
    if (!options.timer || options.timer <= 0) return;
    const timer = setTimeout(() => settleDialog(id, dismissed('timer')), options.timer);
    return () => clearTimeout(timer);
  }, [id, options.timer]);

  // The native Escape closes the element by itself; we settle the promise instead.
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    function onCancel(event: Event) {
      event.preventDefault();
      if (allowEscape) settleDialog(id, dismissed('esc'));
    }
    element.addEventListener('cancel', onCancel);
    return () => element.removeEventListener('cancel', onCancel);
  }, [id, allowEscape]);

  function settle(result: DialogResult) {
    settleDialog(id, result);
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!options.input) {
      settle(confirmed(true));
      return;
    }
    const validator = options.inputValidator ?? defaultValidator(options.input);
    if (validator) {
      setChecking(true);
      const problem = await validator(value);
      setChecking(false);
      if (problem) {
        setError(problem);
        ref.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
        return;
      }
    }
    settle(confirmed(value));
  }

  function onKeyDown(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key === 'Escape') {
      // Some browsers skip the cancel event for a second Escape; settle here too.
      event.preventDefault();
      if (allowEscape) settle(dismissed('esc'));
      return;
    }
    keepTabInside(event, ref.current);
  }

  const InputTag = options.input === 'textarea' ? 'textarea' : 'input';
  return (
    <dialog
      ref={ref}
      className={`dialog dialog--${theme}`}
      style={{ width: options.width ?? DIALOG_DEFAULTS.width }}
      aria-labelledby={options.title ? titleId : undefined}
      aria-describedby={paragraphs.length > 0 ? textId : undefined}
      onKeyDown={onKeyDown}
      onClick={(event) => {
        // The element itself is only hit outside its box: the backdrop.
        if (event.target === event.currentTarget && allowOutside) settle(dismissed('backdrop'));
      }}
    >
      <form className="dialog__box" onSubmit={(event) => void confirm(event)} noValidate>
        {options.showCloseButton && (
          <button
            type="button"
            className="dialog__close"
            aria-label={t('common.close')}
            onClick={() => settle(dismissed('close'))}
          >
            <span aria-hidden="true">×</span>
          </button>
        )}
        {options.icon && (
          <span className={`dialog__icon dialog__icon--${options.icon}`} aria-hidden="true">
            {ICONS[options.icon]}
          </span>
        )}
        {options.title && (
          <h2 id={titleId} className="dialog__title">
            {options.title}
          </h2>
        )}
        {paragraphs.length > 0 && (
          <div id={textId} className="dialog__text">
            {paragraphs.map((text, index) => (
              <p key={index}>{text}</p>
            ))}
          </div>
        )}
        {options.input && (
          <div className="dialog__field">
            {options.inputLabel && (
              <label htmlFor={inputId} className="dialog__label">
                {options.inputLabel}
              </label>
            )}
            <InputTag
              id={inputId}
              className="dialog__input"
              type={InputTag === 'input' ? options.input : undefined}
              value={value}
              placeholder={options.inputPlaceholder}
              aria-label={
                options.inputLabel ? undefined : (options.inputPlaceholder ?? options.title)
              }
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => {
                setValue(event.target.value);
                setError(null);
              }}
              data-autofocus
            />
            {error && (
              <p id={errorId} className="dialog__error" role="alert">
                {error}
              </p>
            )}
          </div>
        )}
        <div className="dialog__actions">
          {showConfirm && (
            <button
              type="submit"
              className="button button--primary"
              disabled={checking}
              {...(options.input ? {} : { 'data-autofocus': true })}
            >
              {options.confirmButtonText ?? t('dialog.confirm')}
            </button>
          )}
          {options.showDenyButton && (
            <button
              type="button"
              className="button button--danger"
              onClick={() => settle(denied())}
            >
              {options.denyButtonText ?? t('dialog.deny')}
            </button>
          )}
          {options.showCancelButton && (
            <button
              type="button"
              className="button button--secondary"
              onClick={() => settle(dismissed('cancel'))}
            >
              {options.cancelButtonText ?? t('dialog.cancel')}
            </button>
          )}
        </div>
      </form>
    </dialog>
  );
}

/** Where `dialog.fire()` shows up, one at a time; mounted once, in the root layout. */
export function DialogHost() {
  const pending = useCurrentDialog();
  return pending ? <DialogBox key={pending.id} pending={pending} /> : null;
}
