import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { useMenu } from '../api/get-menu';
import '../sports-texts';

/** The sports and their competitions with their counts; a choice narrows the lists. */
export function SportsMenu() {
  const { t } = useTranslation();
  const { data } = useMenu();
  const [params] = useSearchParams();
  const sport = params.get('sport');
  const competition = params.get('competition');
  return (
    <nav className="sports-menu" aria-label={t('sports.menu.label')}>
      <ul className="sports-menu__list">
        <li>
          <Link
            className="sports-menu__link"
            to="/sports"
            aria-current={!sport && !competition ? 'page' : undefined}
          >
            {t('sports.menu.all')}
          </Link>
        </li>
        {data?.sports.map((entry) => (
          <li key={entry.sport}>
            <Link
              className="sports-menu__link sports-menu__link--sport"
              to={`/sports?sport=${entry.sport}`}
              aria-current={sport === entry.sport && !competition ? 'page' : undefined}
            >
              <span>{t(`sports.sport.${entry.sport}`)}</span>
              <span className="sports-menu__count">
                {entry.live > 0 && (
                  <span className="sports-menu__live">
                    {t('sports.menu.live', { count: entry.live })}
                  </span>
                )}
                {entry.live + entry.upcoming}
              </span>
            </Link>
            {entry.competitions.length > 0 && (
              <ul className="sports-menu__competitions">
                {entry.competitions.map((item) => (
                  <li key={item.id}>
                    <Link
                      className="sports-menu__link"
                      to={`/sports?sport=${entry.sport}&competition=${encodeURIComponent(item.slug)}`}
                      aria-current={competition === item.slug ? 'page' : undefined}
                    >
                      <span>{item.name}</span>
                      <span className="sports-menu__count">{item.events}</span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
