import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { InboxMessage } from '@tribuna/contracts/inbox';
import { Icon } from '../../../components/ui/icon';
import { close } from '../../../components/ui/icon-set';
import { formatDateTime } from '../../../lib/date-time';
import { currentLanguage } from '../../../lib/i18n';
import { useChangeMessages } from '../api/change-messages';
import { useMessages } from '../api/get-messages';
import '../inbox.css';
import '../inbox-texts';

const PAGE = 20;

interface InboxSectionProps {
  /** The brand's time zone: when each message came is said in it. */
  timeZone: string;
}

/**
 * The profile's "Messages": the player's inbox, newest first, the unread ones marked.
 * Opening a message marks it read; one can be deleted, or all marked read at once.
 */
export function InboxSection({ timeZone }: InboxSectionProps) {
  const { t } = useTranslation();
  const [unreadOnly, setUnreadOnly] = useState(false);
  const [limit, setLimit] = useState(PAGE);
  const [open, setOpen] = useState<string | null>(null);
  const messages = useMessages(unreadOnly, limit);
  const change = useChangeMessages();
  const unread = messages.data?.unread ?? 0;

  function toggle(message: InboxMessage) {
    setOpen(open === message.id ? null : message.id);
    if (!message.read) change.mutate({ read: message.id });
  }

  function show(onlyUnread: boolean) {
    setUnreadOnly(onlyUnread);
    setLimit(PAGE);
  }

  return (
    <section className="inbox" aria-labelledby="inbox-title">
      <h2 id="inbox-title" className="profile__section-title">
        {t('inbox.title')}
      </h2>
      <div className="inbox__tools">
        <div className="inbox__filter" role="group" aria-label={t('inbox.filter_label')}>
          <button
            type="button"
            className="inbox__filter-button"
            aria-pressed={!unreadOnly}
            onClick={() => show(false)}
          >
            {t('inbox.filter_all')}
          </button>
          <button
            type="button"
            className="inbox__filter-button"
            aria-pressed={unreadOnly}
            onClick={() => show(true)}
          >
            {t('inbox.filter_unread')}
            {unread > 0 && <span className="inbox__count">{unread}</span>}
          </button>
        </div>
        <button
          type="button"
          className="button button--secondary inbox__read-all"
          disabled={unread === 0 || change.isPending}
          onClick={() => change.mutate('read-all')}
        >
          {t('inbox.read_all')}
        </button>
      </div>
      {messages.isPending ? (
        <p className="inbox__note" role="status">
          {t('inbox.loading')}
        </p>
      ) : messages.isError ? (
        <p className="inbox__note" role="alert">
          {t('inbox.failed')}{' '}
          <button type="button" className="button button--ghost" onClick={() => messages.refetch()}>
            {t('inbox.retry')}
          </button>
        </p>
      ) : messages.data.items.length === 0 ? (
        <p className="inbox__note inbox__empty" data-testid="inbox-empty">
          {t(unreadOnly ? 'inbox.empty_unread' : 'inbox.empty')}
        </p>
      ) : (
        <>
          <ul className="inbox__list" data-testid="inbox-list">
            {messages.data.items.map((message) => (
              <MessageRow
                key={message.id}
                message={message}
                open={open === message.id}
                timeZone={timeZone}
                onToggle={() => toggle(message)}
                onDelete={() => change.mutate({ remove: message.id })}
              />
            ))}
          </ul>
          {messages.data.has_more && (
            <button
              type="button"
              className="button button--secondary button--block"
              disabled={messages.isFetching}
              onClick={() => setLimit(limit + PAGE)}
            >
              {t('inbox.more')}
            </button>
          )}
        </>
      )}
    </section>
  );
}

function MessageRow({
  message,
  open,
  timeZone,
  onToggle,
  onDelete,
}: {
  message: InboxMessage;
  open: boolean;
  timeZone: string;
  onToggle: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  const bodyId = `inbox-body-${message.id}`;
  return (
    <li
      className={`inbox__item${message.read ? '' : ' inbox__item--unread'}`}
      data-testid="inbox-message"
    >
      <div className="inbox__row">
        <button
          type="button"
          className="inbox__open"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={onToggle}
        >
          {/* Kept for read ones too (without colour), so every title starts at one line. */}
          <span className={message.read ? 'inbox__dot inbox__dot--read' : 'inbox__dot'}>
            {!message.read && <span className="inbox__sr">{t('inbox.unread_mark')}</span>}
          </span>
          <span className="inbox__heading">
            <span className="inbox__title">{message.title}</span>
            <span className="inbox__meta">
              {t(`inbox.kind.${message.kind}`)} ·{' '}
              <time dateTime={message.created_at}>
                {formatDateTime(message.created_at, currentLanguage(), timeZone)}
              </time>
            </span>
          </span>
        </button>
        <button
          type="button"
          className="inbox__delete"
          aria-label={t('inbox.delete_named', { title: message.title })}
          onClick={onDelete}
        >
          <Icon path={close} />
        </button>
      </div>
      <div id={bodyId} className="inbox__body" hidden={!open}>
        {message.body}
      </div>
    </li>
  );
}
