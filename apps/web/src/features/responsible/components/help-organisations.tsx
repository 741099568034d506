import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { helpOrganisations } from '@tribuna/contracts/help-organisations';
import '../responsible-texts';

interface HelpOrganisationsProps {
  /** The brand's jurisdiction country: its own organisations first, then the international ones. */
  country: string | null;
  headingLevel?: 2 | 3;
}

/** Where a player can get help: each organisation's site and, where it has one, its helpline. */
export function HelpOrganisations({ country, headingLevel = 3 }: HelpOrganisationsProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <section className="rg-help" aria-labelledby={titleId} data-testid="help-organisations">
      <Heading id={titleId} className="rg-help__title">
        {t('responsible.help.title')}
      </Heading>
      <p className="rg-muted">{t('responsible.help.intro')}</p>
      <ul className="rg-help__list">
        {helpOrganisations(country).map((organisation) => (
          <li key={organisation.url} className="rg-help__item">
            <a
              className="rg-help__link"
              href={organisation.url}
              target="_blank"
              rel="noopener noreferrer"
            >
              {organisation.name}
              <span className="visually-hidden"> ({t('responsible.help.new_tab')})</span>
            </a>
            {organisation.phone && (
              <a
                className="rg-help__phone"
                href={`tel:${organisation.phone.replace(/[^\d+]/g, '')}`}
              >
                {t('responsible.help.phone')}: {organisation.phone}
              </a>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
