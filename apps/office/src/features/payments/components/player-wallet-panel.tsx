import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice, Spinner } from '../../../components/ui/notice';
import { errorMessage } from '../../../lib/http';
import { useAdjustBalance } from '../api/adjust-balance';
import { usePlayerWallet } from '../api/get-player-wallet';
import { AdjustBalanceDialog, type Adjustment } from './adjust-balance-dialog';
import { PlayerWalletView } from './player-wallet-view';
import '../payments.css';
import '../payments-texts';

/** The player page's "Wallet" panel (staff with payments); admins can adjust the balance. */
export function PlayerWalletPanel({
  playerId,
  canAdjust,
}: {
  playerId: string;
  canAdjust: boolean;
}) {
  const { t } = useTranslation();
  const wallet = usePlayerWallet(playerId);
  const adjust = useAdjustBalance();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);

  function submit(adjustment: Adjustment) {
    adjust.mutate(adjustment, {
      onSuccess: () => {
        setOpen(false);
        setDone(true);
      },
    });
  }

  return (
    <section className="wallet-panel" aria-labelledby="wallet-panel-title">
      {wallet.isPending && <Spinner label={t('app.loading')} />}
      {wallet.isError && <Notice tone="error">{errorMessage(wallet.error)}</Notice>}
      {done && <Notice tone="success">{t('payments.wallet.adjusted')}</Notice>}
      {wallet.data && (
        <>
          <PlayerWalletView
            wallet={wallet.data}
            onAdjust={
              canAdjust
                ? () => {
                    adjust.reset();
                    setDone(false);
                    setOpen(true);
                  }
                : undefined
            }
          />
          <AdjustBalanceDialog
            open={open}
            playerId={playerId}
            currency={wallet.data.currency}
            pending={adjust.isPending}
            error={adjust.error}
            onSubmit={submit}
            onClose={() => setOpen(false)}
          />
        </>
      )}
    </section>
  );
}
