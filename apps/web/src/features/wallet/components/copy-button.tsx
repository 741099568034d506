import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { notify } from '../../../lib/notify';
import '../cashier-texts';

interface CopyButtonProps {
  /** What is copied, as the label beside it says ("CVU"). */
  what: string;
  value: string;
}

/** Copies a bank or crypto detail, so the player does not retype 22 digits. */
export function CopyButton({ what, value }: CopyButtonProps) {
  const { t } = useTranslation();
  return (
    <Button
      variant="ghost"
      className="wallet-copy"
      aria-label={t('wallet.copy_label', { what })}
      onClick={() => {
        navigator.clipboard
          .writeText(value)
          .then(() => notify({ type: 'success', message: t('wallet.copied', { what }) }))
          // Without clipboard access the value is still there to select by hand.
          .catch(() => undefined);
      }}
    >
      {t('wallet.copy')}
    </Button>
  );
}
