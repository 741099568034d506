import { currentLanguage } from '../../../lib/i18n';
import { formatShare, shareTone } from '../compliance-format';

/** The share of a limit used, amber from 80 % and red once reached. */
export function Share({ used, limit }: { used: number; limit: number }) {
  const tone = shareTone(used, limit);
  return (
    <span className={['small', tone ? `share-${tone}` : 'muted'].join(' ')}>
      {formatShare(used, limit, currentLanguage())}
    </span>
  );
}
