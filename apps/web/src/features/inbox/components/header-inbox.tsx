import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/icon';
import { bell } from '../../../components/ui/icon-set';
import { listenPlayerEvents } from '../../../lib/live-hub';
import { useSession } from '../../../lib/session';
import { useUnreadCount } from '../api/get-unread';
import { applyInboxEvent } from '../inbox-live';
import '../header-texts';
import '../inbox-header.css';

/** The most the badge spells out; more reads "99+". */
const MAX_SHOWN = 99;

/**
 * The header's way to the player's messages: a bell with the unread count, kept current by
 * the live channel (`inbox.changed`) without a reload.
 */
export function HeaderInbox({ messagesPath }: { messagesPath: string }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { user } = useSession();
  const playerId = user?.id ?? '';
  const { data: unread = 0 } = useUnreadCount();

  useEffect(
    () => listenPlayerEvents((event) => applyInboxEvent(client, playerId, event)),
    [client, playerId],
  );

  return (
    <Link
      className="header-button header-inbox"
      to={messagesPath}
      aria-label={
        unread > 0 ? t('inbox.header_unread', { count: unread }) : t('inbox.header_label')
      }
      data-testid="header-inbox"
    >
      <Icon path={bell} />
      {unread > 0 && (
        <span className="header-inbox__badge" data-testid="header-inbox-count" aria-hidden="true">
          {unread > MAX_SHOWN ? `${MAX_SHOWN}+` : unread}
        </span>
      )}
    </Link>
  );
}
