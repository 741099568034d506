import { useTranslation } from 'react-i18next';
import type { Language } from '@tribuna/contracts/languages';
import { SelectField } from '../../../components/ui/select-field';
import { applyLanguage, currentLanguage, loadLanguage, storeLanguage } from '../../../lib/i18n';
import { isLanguage } from '@tribuna/contracts/language-codes';
import { notify } from '../../../lib/notify';
import { useUpdateLanguage } from '../api/update-language';

interface LanguageFormProps {
  /** The brand's languages. */
  languages: readonly Language[];
}

/**
 * The language of the site and of the player's mails. A choice applies at once, as
 * the header's switch does, and is kept on the account for the next visit.
 */
export function LanguageForm({ languages }: LanguageFormProps) {
  const { t, i18n } = useTranslation();
  const update = useUpdateLanguage();
  const value = currentLanguage();

  function choose(language: Language) {
    if (language === value) return;
    storeLanguage(language);
    applyLanguage(language);
    update.mutate(
      { language },
      // Said in the new language, whose texts may still be on their way.
      {
        onSuccess: () =>
          void loadLanguage(language)
            .catch(() => undefined)
            .then(() =>
              notify({
                type: 'success',
                message: i18n.getFixedT(language)('profile.language.saved'),
              }),
            ),
      },
    );
  }

  return (
    <section className="form" aria-labelledby="profile-language-title">
      <h2 id="profile-language-title" className="profile__section-title">
        {t('profile.sections.language')}
      </h2>
      <p className="form__intro">{t('profile.language.intro')}</p>
      <SelectField
        label={t('profile.language.label')}
        name="language"
        value={value}
        disabled={update.isPending}
        options={languages.map((language) => ({
          value: language,
          label: t(`languages.${language}`),
        }))}
        onChange={(event) => {
          if (isLanguage(event.target.value)) choose(event.target.value);
        }}
      />
    </section>
  );
}
