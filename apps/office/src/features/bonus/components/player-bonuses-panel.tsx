import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfficeBonus } from '@tribuna/contracts/bonus';
import type { Currency } from '@tribuna/contracts/currencies';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { QueryResult } from '../../../components/ui/query-result';
import { useCancelBonus } from '../api/cancel-bonus';
import { usePlayerBonuses } from '../api/get-player-bonuses';
import { useGrantBonus } from '../api/grant-bonus';
import { CancelBonusDialog } from './cancel-bonus-dialog';
import { GrantBonusDialog } from './grant-bonus-dialog';
import { PlayerBonusesTable } from './player-bonuses-table';
import '../bonus.css';
import '../bonus-texts';

/**
 * The player page's "Bonuses" panel (marketing): the player's bonuses, a campaign to grant,
 * and staff's cancel with a reason. `onChange`: the player's balances moved (a grant credits
 * bonus money, a cancellation forfeits it), for panels of other desks on the same page.
 */
export function PlayerBonusesPanel({
  playerId,
  currency,
  onChange,
}: {
  playerId: string;
  currency: Currency;
  onChange?: () => void;
}) {
  const { t } = useTranslation();
  const bonuses = usePlayerBonuses(playerId);
  const grant = useGrantBonus();
  const cancel = useCancelBonus();
  const [granting, setGranting] = useState(false);
  const [canceling, setCanceling] = useState<OfficeBonus | null>(null);
  const [done, setDone] = useState<string>();

  return (
    <section className="bonus-panel" aria-labelledby="bonus-panel-title">
      <div className="page-header-row">
        <h2 id="bonus-panel-title">{t('bonus.player.title')}</h2>
        <Button
          variant="primary"
          onClick={() => {
            grant.reset();
            setDone(undefined);
            setGranting(true);
          }}
        >
          {t('bonus.player.grant')}
        </Button>
      </div>
      {done && <Notice tone="success">{done}</Notice>}
      <QueryResult query={bonuses}>
        {(items) => (
          <div className="table-wrap" aria-busy={bonuses.isFetching}>
            <PlayerBonusesTable
              bonuses={items}
              currency={currency}
              pendingId={cancel.isPending ? cancel.variables.bonusId : undefined}
              onCancel={(bonus) => {
                cancel.reset();
                setDone(undefined);
                setCanceling(bonus);
              }}
            />
          </div>
        )}
      </QueryResult>

      <GrantBonusDialog
        open={granting}
        pending={grant.isPending}
        error={grant.error}
        onClose={() => setGranting(false)}
        onGrant={(campaign) =>
          grant.mutate(
            { playerId, campaignId: campaign.id },
            {
              onSuccess: (bonus) => {
                setGranting(false);
                setDone(t('bonus.player.granted', { campaign: bonus.campaign_name }));
                onChange?.();
              },
            },
          )
        }
      />
      <CancelBonusDialog
        bonus={canceling}
        currency={currency}
        pending={cancel.isPending}
        error={cancel.error}
        onClose={() => setCanceling(null)}
        onConfirm={(bonus, reason) =>
          cancel.mutate(
            { bonusId: bonus.id, reason },
            {
              onSuccess: (canceled) => {
                setCanceling(null);
                setDone(t('bonus.player.canceled', { campaign: canceled.campaign_name }));
                onChange?.();
              },
            },
          )
        }
      />
    </section>
  );
}
