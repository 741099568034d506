import { useTranslation } from 'react-i18next';
import '../casino-texts';

/** Shown or hidden in the lobby: a switch named after its game or category. */
export function VisibilitySwitch({
  name,
  enabled,
  pending,
  onChange,
}: {
  name: string;
  enabled: boolean;
  pending: boolean;
  onChange: (enabled: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <label className="switch casino-switch">
      <input
        type="checkbox"
        role="switch"
        checked={enabled}
        disabled={pending}
        aria-label={t('casino.switch_label', { name })}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span aria-hidden="true">
        {enabled ? t('casino.visibility.shown') : t('casino.visibility.hidden')}
      </span>
    </label>
  );
}
