import { useTranslation } from 'react-i18next';
import { wageringPercent, type BonusFormat } from '../bonus-format';
import '../bonus-texts';

interface WageringProgressProps {
  /** Money wagered so far at its contributions, and the money to wager, in minor units. */
  progress: number;
  required: number;
  format: BonusFormat;
}

/** How far the wagering is: a bar, and the money wagered of the money required. */
export function WageringProgress({ progress, required, format }: WageringProgressProps) {
  const { t } = useTranslation();
  const percent = wageringPercent(progress, required);
  // Past the requirement the bonus completes on the next count: never more than required.
  const text = t('bonus.wagered', {
    progress: format.money(Math.min(Math.max(0, progress), required)),
    required: format.money(required),
  });
  return (
    <div className="bonus-wagering" data-testid="bonus-wagering">
      <div className="bonus-wagering__head">
        <span className="bonus-wagering__text">{text}</span>
        <span className="bonus-wagering__percent">{format.percent(percent)}</span>
      </div>
      <div
        className="bonus-meter"
        role="progressbar"
        aria-label={t('bonus.wagering_label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
      >
        <span className="bonus-meter__bar" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
