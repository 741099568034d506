import { useTranslation } from 'react-i18next';
import type { Language } from '@tribuna/contracts/languages';
import { isLanguage, LANGUAGES } from '@tribuna/contracts/language-codes';
import { LanguageSelect } from '../components/ui/language-select';
import { applyLanguage, currentLanguage, storeLanguage } from '../lib/i18n';
import { useSiteConfiguration } from './start-up';

/** The brand's languages; the choice is kept in local storage and refetches the configuration. */
export function LanguageSwitch({ labelVisible = false }: { labelVisible?: boolean }) {
  const { t } = useTranslation();
  const configuration = useSiteConfiguration();
  const offered = (configuration?.languages ?? [...LANGUAGES]).filter(isLanguage);
  return (
    <LanguageSelect
      label={t('common.language')}
      labelVisible={labelVisible}
      value={currentLanguage()}
      languages={offered.map((value: Language) => ({ value, label: t(`languages.${value}`) }))}
      onChange={(language) => {
        storeLanguage(language);
        applyLanguage(language);
      }}
    />
  );
}
