import { useTranslation } from 'react-i18next';
import type { Currency } from '@tribuna/contracts/currencies';
import { LIMIT_PERIODS, type JurisdictionProfile } from '@tribuna/contracts/jurisdiction';
import { currentLanguage } from '../../../lib/i18n';
import { countryName, formatWhole } from '../compliance-format';
import '../compliance-texts';

/** The brand's jurisdiction profile as it stands, for the staff who may not change it. */
export function ProfileView({
  profile,
  currency,
}: {
  profile: JurisdictionProfile;
  currency: Currency;
}) {
  const { t } = useTranslation();
  const language = currentLanguage();
  const rows: [string, string][] = [
    [t('compliance.profile.preset'), t(`compliance.preset.${profile.preset}`)],
    [
      t('compliance.profile.country'),
      profile.country
        ? countryName(profile.country, language)
        : t('compliance.profile.country_none'),
    ],
    [t('compliance.profile.minimum_age'), String(profile.minimum_age)],
    [
      t('compliance.profile.bonuses_allowed'),
      t(profile.bonuses_allowed ? 'compliance.profile.yes' : 'compliance.profile.no'),
    ],
    [
      t('compliance.profile.max_wagering_multiple'),
      profile.max_wagering_multiple === null
        ? t('compliance.profile.no_cap')
        : t('compliance.profile.times', { count: profile.max_wagering_multiple }),
    ],
    ...LIMIT_PERIODS.map((period): [string, string] => {
      const value = profile.default_deposit_limits[period];
      return [
        `${t('compliance.profile.deposit_limits')}: ${t(`compliance.profile.deposit.${period}`).toLowerCase()}`,
        value === null ? t('compliance.limit.none') : formatWhole(value, currency, language),
      ];
    }),
    [t('compliance.profile.cool_off'), String(profile.limit_raise_cool_off_hours)],
    [
      t('compliance.profile.reality_check'),
      t('compliance.profile.every_minutes', { minutes: profile.reality_check_default_minutes }),
    ],
    [
      t('compliance.profile.shortest_time_out'),
      t(`compliance.length.${profile.shortest_time_out}`),
    ],
    [
      t('compliance.profile.shortest_self_exclusion'),
      t(`compliance.length.${profile.shortest_self_exclusion}`),
    ],
  ];
  return (
    <dl className="details profile-details" data-testid="profile-view">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
