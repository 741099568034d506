import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Bonus } from '@tribuna/contracts/bonus';
import { Button } from '../../../components/ui/button';
import { dialog } from '../../../lib/dialogs';
import { notify } from '../../../lib/notify';
import { useCancelBonus } from '../api/cancel-bonus';
import { useClaimBonus } from '../api/claim-bonus';
import { useBonuses } from '../api/get-bonuses';
import type { BonusFormat } from '../bonus-format';
import { statusOfView, type BonusListView } from '../bonus-views';
import { BonusCard, type PlayPaths } from './bonus-card';
import '../bonus-texts';

interface BonusListProps {
  view: BonusListView;
  format: BonusFormat;
  timeZone: string;
  depositPath: string;
  playPaths: PlayPaths;
  /** The code's section: offered where a list is empty. */
  codePath: string;
  /** The player's bonus money now, said before a cancel forfeits it (when known). */
  bonusBalance: number | undefined;
  /** A bonus was claimed or canceled: where it went now, and the balances moved. */
  onChanged: (bonus: Bonus) => void;
}

/** The bonuses of one section (by status), newest first, with their claim and cancel. */
export function BonusList({
  view,
  format,
  timeZone,
  depositPath,
  playPaths,
  codePath,
  bonusBalance,
  onChanged,
}: BonusListProps) {
  const { t } = useTranslation();
  const bonuses = useBonuses(statusOfView(view));
  const claim = useClaimBonus();
  const cancel = useCancelBonus();

  function claimIt(bonus: Bonus) {
    if (claim.isPending) return;
    claim.mutate(bonus.id, {
      onSuccess: (claimed) => {
        notify({ type: 'success', message: t('bonus.claimed_notice', { title: claimed.title }) });
        onChanged(claimed);
      },
    });
  }

  async function cancelIt(bonus: Bonus) {
    if (cancel.isPending) return;
    const running = bonus.status === 'active';
    const offer = bonus.status === 'available';
    const answer = await dialog.fire({
      icon: 'warning',
      title: t(offer ? 'bonus.decline_title' : 'bonus.cancel_title', { title: bonus.title }),
      text: offer
        ? [t('bonus.decline_final')]
        : running
          ? [
              bonusBalance !== undefined
                ? t('bonus.cancel_forfeit', { amount: format.money(bonusBalance) })
                : t('bonus.cancel_forfeit_all'),
              t('bonus.cancel_cash'),
            ]
          : [t('bonus.cancel_waiting'), t('bonus.cancel_cash')],
      showCancelButton: true,
      confirmButtonText: t(offer ? 'bonus.decline_confirm' : 'bonus.cancel_confirm'),
      cancelButtonText: t('bonus.keep'),
    });
    if (!answer.isConfirmed) return;
    cancel.mutate(bonus.id, {
      onSuccess: (canceled) => {
        notify({
          type: 'success',
          message: t(offer ? 'bonus.declined_notice' : 'bonus.canceled_notice'),
        });
        onChanged(canceled);
      },
    });
  }

  if (bonuses.isPending) return <p className="bonus-muted">{t('bonus.loading')}</p>;
  if (bonuses.isError) {
    return (
      <div className="bonus-note">
        <p>{t('bonus.failed')}</p>
        <Button variant="secondary" onClick={() => void bonuses.refetch()}>
          {t('bonus.retry')}
        </Button>
      </div>
    );
  }
  if (bonuses.data.length === 0) {
    return (
      <div className="bonus-note" data-testid="bonus-empty">
        <p>{t(`bonus.empty.${view}`)}</p>
        {(view === 'available' || view === 'list') && (
          <Link className="bonus-link" to={codePath}>
            {t('bonus.have_code')}
          </Link>
        )}
      </div>
    );
  }
  return (
    <ul className="bonus-cards">
      {bonuses.data.map((bonus) => (
        <li key={bonus.id}>
          <BonusCard
            bonus={bonus}
            format={format}
            timeZone={timeZone}
            depositPath={depositPath}
            playPaths={playPaths}
            onClaim={bonus.status === 'available' ? () => claimIt(bonus) : null}
            onCancel={
              bonus.status === 'available' ||
              bonus.status === 'claimed' ||
              bonus.status === 'active'
                ? () => void cancelIt(bonus)
                : null
            }
            busy={
              (claim.isPending && claim.variables === bonus.id) ||
              (cancel.isPending && cancel.variables === bonus.id)
            }
          />
        </li>
      ))}
    </ul>
  );
}
