import { useEffect, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import {
  closeAllNotifications,
  closeNotification,
  NOTIFICATION_DEFAULTS,
  pauseNotification,
  resumeNotification,
  useNotifications,
  type Notification,
  type NotificationPosition,
} from '../../lib/notify';

const POSITIONS: readonly NotificationPosition[] = [
  'top-right',
  'top-left',
  'top-center',
  'bottom-right',
  'bottom-left',
  'bottom-center',
];

const ICONS: Record<Notification['type'], string> = {
  primary: '●',
  success: '✓',
  info: 'i',
  warning: '!',
  error: '✕',
};

function Toast({ notification }: { notification: Notification }) {
  const { t } = useTranslation();
  const { id, type, title, messages } = notification;
  return (
    // A div, not a list item: a status or alert role on an <li> leaves its list
    // without items for assistive technology.
    <div
      className={`toast toast--${type}`}
      // Errors interrupt; the rest wait for a pause in what is being read.
      role={type === 'error' ? 'alert' : 'status'}
      onPointerEnter={() => pauseNotification(id)}
      onPointerLeave={() => resumeNotification(id)}
      // Keyboard users get the same pause while they are inside it.
      onFocus={() => pauseNotification(id)}
      onBlur={() => resumeNotification(id)}
      data-testid="toast"
    >
      <span className="toast__icon" aria-hidden="true">
        {ICONS[type]}
      </span>
      <div className="toast__body">
        {title && <p className="toast__title">{title}</p>}
        {messages.map((text, index) => (
          <p key={index} className="toast__message">
            {text}
          </p>
        ))}
      </div>
      <button
        type="button"
        className="toast__close"
        aria-label={t('common.close')}
        onClick={() => closeNotification(id)}
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

/** Where `notify()` shows up; mounted once, in the root layout. */
export function Notifications() {
  const { t } = useTranslation();
  const notifications = useNotifications();
  const open = notifications.length > 0;

  useEffect(() => {
    if (!open) return;
    function onKeyDown(event: KeyboardEvent) {
      // An open dialog owns Escape; closing toasts under it would be a surprise.
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      if (document.querySelector('dialog[open]')) return;
      closeAllNotifications();
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <section className="toasts" aria-label={t('notifications.label')}>
      {POSITIONS.map((position) => {
        const here = notifications.filter((item) => item.position === position);
        const offset = here.at(-1)?.offset ?? NOTIFICATION_DEFAULTS.offset;
        const style = {
          '--toast-offset': `${offset}px`,
          '--toast-gap': `${NOTIFICATION_DEFAULTS.gap}px`,
        } as CSSProperties;
        // Always in the page, so screen readers hear what is added to it.
        return (
          <div
            key={position}
            className={`toasts__stack toasts__stack--${position}`}
            style={style}
            aria-live="polite"
            data-position={position}
          >
            {here.map((notification) => (
              <Toast key={notification.id} notification={notification} />
            ))}
          </div>
        );
      })}
    </section>
  );
}
