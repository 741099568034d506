import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HelpOrganisations } from './help-organisations';
import '../responsible.css';
import '../responsible-texts';

interface ResponsibleGamblingInfoProps {
  brandName: string;
  minimumAge: number;
  /** Whether the brand's jurisdiction lets it offer bonuses (Brazil's does not). */
  bonusesAllowed: boolean;
  country: string | null;
  /**
   * Where this visitor manages the tools: the profile's section for a player of a brand with
   * a profile, the login for a guest, nothing where the brand keeps accounts elsewhere.
   */
  tools: { kind: 'player'; path: string } | { kind: 'guest'; path: string } | null;
}

const TOOLS = ['limits', 'reality_check', 'break', 'statement'] as const;

/** The public page: what the tools are, the brand's minimum age, and where to get help. */
export function ResponsibleGamblingInfo({
  brandName,
  minimumAge,
  bonusesAllowed,
  country,
  tools,
}: ResponsibleGamblingInfoProps) {
  const { t } = useTranslation();
  return (
    <article className="rg-page" aria-labelledby="rg-page-title">
      <header className="rg-page__header">
        <span className="rg-age" aria-hidden="true" data-testid="minimum-age">
          +{minimumAge}
        </span>
        <div>
          <h1 id="rg-page-title" className="rg-page__title">
            {t('responsible.title')}
          </h1>
          <p className="rg-page__age">
            {t('responsible.page.age', { age: minimumAge, name: brandName })}
          </p>
        </div>
      </header>
      <p>{t('responsible.page.intro', { name: brandName })}</p>
      {!bonusesAllowed && (
        <p data-testid="no-bonuses">{t('responsible.page.no_bonuses', { name: brandName })}</p>
      )}
      <section className="rg-page__tools" aria-labelledby="rg-tools-title">
        <h2 id="rg-tools-title" className="rg-page__subtitle">
          {t('responsible.page.tools_title')}
        </h2>
        <ul className="rg-tools">
          {TOOLS.map((tool) => (
            <li key={tool} className="rg-tool">
              <h3 className="rg-tool__title">{t(`responsible.views.${tool}`)}</h3>
              <p className="rg-muted">{t(`responsible.page.${tool}`)}</p>
            </li>
          ))}
        </ul>
        {tools?.kind === 'player' && (
          <Link className="button button--primary" to={tools.path}>
            {t('responsible.page.player_link')}
          </Link>
        )}
        {tools?.kind === 'guest' && (
          <p>
            {t('responsible.page.guest_text')}{' '}
            <Link to={tools.path}>{t('responsible.page.guest_link')}</Link>
          </p>
        )}
      </section>
      <HelpOrganisations country={country} headingLevel={2} />
    </article>
  );
}
