import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isOddsFormat, ODDS_FORMATS } from '@tribuna/contracts/odds-format';
import { setOddsFormat, useOddsFormat } from '../odds-preference';
import '../sports-texts';

/** Decimal, fractional or American: kept in this browser for every sports page. */
export function OddsFormatSelect() {
  const { t } = useTranslation();
  const id = useId();
  const format = useOddsFormat();
  return (
    <div className="odds-format">
      <label htmlFor={id}>{t('sports.odds.format')}</label>
      <select
        id={id}
        value={format}
        onChange={(change) => {
          if (isOddsFormat(change.target.value)) setOddsFormat(change.target.value);
        }}
      >
        {ODDS_FORMATS.map((option) => (
          <option key={option} value={option}>
            {t(`sports.odds.${option}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
