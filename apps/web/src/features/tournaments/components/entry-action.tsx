import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { TournamentDetail } from '@tribuna/contracts/tournaments';
import { formatMoney } from '@tribuna/contracts/money';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { ApiError } from '../../../lib/api-error';
import { dialog } from '../../../lib/dialogs';
import { useActionKeys } from '../../../lib/use-idempotency-key';
import { useEnterTournament } from '../api/enter-tournament';
import type { TournamentSite } from '../tournaments-format';

/** Where a guest is sent to log in (the site's paths, given by the route). */
export interface TournamentLinks {
  /** Remembers this page, so the login comes back to it. */
  login: () => void;
  loginPath: string;
  listPath: string;
}

interface EntryActionProps {
  tournament: TournamentDetail;
  site: TournamentSite;
  /** The player's cash balance in minor units; null for a guest or while unknown. */
  balance: number | null;
  loggedIn: boolean;
  links: TournamentLinks;
}

/**
 * How the reader takes part: a guest is asked to log in; an automatic tournament needs
 * nothing but play; an opt-in enters on a tap; a buy-in asks first, with its price and the
 * balance, then pays once (an idempotency key per confirmed price).
 */
export function EntryAction({ tournament, site, balance, loggedIn, links }: EntryActionProps) {
  const { t, i18n } = useTranslation();
  const entering = useEnterTournament();
  const keys = useActionKeys();
  const [messages, setMessages] = useState<string[]>([]);
  const money = (minor: number) => formatMoney(minor, site.currency, site.decimals, i18n.language);
  const open = tournament.state === 'upcoming' || tournament.state === 'active';

  if (!open) return null;
  if (tournament.me) {
    return (
      <p className="tour-entry tour-entry--in" role="status">
        {t('tournaments.detail.entered')}
      </p>
    );
  }
  if (tournament.entry === 'automatic') {
    return <p className="tour-entry tour-entry--in">{t('tournaments.detail.automatic')}</p>;
  }
  if (!loggedIn) {
    return (
      <div className="tour-entry">
        <Link className="button button--primary" to={links.loginPath} onClick={links.login}>
          {t('tournaments.detail.login')}
        </Link>
      </div>
    );
  }

  const buyIn = tournament.entry === 'buy_in';

  async function enter() {
    setMessages([]);
    if (buyIn) {
      const text = [t('tournaments.detail.confirm_price', { amount: money(tournament.buy_in) })];
      if (balance !== null) {
        text.push(t('tournaments.detail.confirm_balance', { amount: money(balance) }));
      }
      const answer = await dialog.fire({
        icon: 'question',
        title: t('tournaments.detail.confirm_title', { name: tournament.name }),
        text,
        showCancelButton: true,
        confirmButtonText: t('tournaments.detail.confirm'),
        cancelButtonText: t('tournaments.detail.cancel'),
      });
      if (!answer.isConfirmed) return;
    }
    const acceptBuyIn = buyIn ? tournament.buy_in : null;
    try {
      await entering.mutateAsync({
        id: tournament.id,
        acceptBuyIn,
        idempotencyKey: keys.keyFor(JSON.stringify({ id: tournament.id, acceptBuyIn })),
      });
      keys.done();
    } catch (error) {
      setMessages(
        error instanceof ApiError && error.messages.length > 0
          ? error.messages
          : [t('tournaments.detail.failed_enter')],
      );
    }
  }

  return (
    <div className="tour-entry">
      <Button
        className="tour-entry__button"
        disabled={entering.isPending}
        onClick={() => void enter()}
      >
        {entering.isPending
          ? t('tournaments.detail.entering')
          : buyIn
            ? t('tournaments.detail.enter_buy_in', { amount: money(tournament.buy_in) })
            : t('tournaments.detail.enter')}
      </Button>
      <FormAlert messages={messages} />
    </div>
  );
}
