import { currencyDecimals, type Currency } from '@tribuna/contracts/currencies';
import { localeOf, toMajorText } from '@tribuna/contracts/money';
import { currentLanguage } from '../../lib/i18n';

/** Minor units as the plain decimal a spreadsheet reads ("1500.50"), for CSV. */
export function decimalAmount(minor: number, currency: Currency): string {
  return toMajorText(minor, currencyDecimals(currency));
}

/** A declared RTP ("96.00", percent) with the language's decimal mark, digits kept as sent. */
export function formatRtp(rtp: string): string {
  if (!/^\d+(\.\d+)?$/.test(rtp)) return rtp;
  const decimals = rtp.split('.')[1]?.length ?? 0;
  return new Intl.NumberFormat(localeOf(currentLanguage()), {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(rtp as `${number}`);
}
