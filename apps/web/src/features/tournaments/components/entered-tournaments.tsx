import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DEFAULT_LANGUAGE, isLanguage } from '@tribuna/contracts/language-codes';
import type { TournamentProduct } from '@tribuna/contracts/tournaments';
import { useEntered } from '../api/get-entered';
import { formatPoints, type TournamentSite } from '../tournaments-format';
import { Countdown } from './countdown';
import '../tournaments-texts';
import '../tournaments.css';

interface EnteredTournamentsProps {
  product: TournamentProduct;
  /** The casino game's slug or the sport's key; null: any of the product. */
  game: string | null;
  site: TournamentSite;
  detailPath: (id: string) => string;
}

/**
 * For a player in running tournaments that count what they are playing: a small card per
 * tournament with their place, points and the time left, linking to its page. Nothing
 * otherwise (a guest, none entered, or a failed call).
 */
export function EnteredTournaments({ product, game, site, detailPath }: EnteredTournamentsProps) {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  const { data } = useEntered(product, game, language);
  if (!data || data.length === 0) return null;
  return (
    <ul
      className="tour-widget"
      aria-label={t('tournaments.widget.label')}
      data-testid="tournament-widget"
    >
      {data.map((item) => (
        <li key={item.id}>
          <Link className="tour-widget__card" to={detailPath(item.id)}>
            <strong className="tour-widget__name">
              {t('tournaments.widget.line', { name: item.name })}
            </strong>
            <span>
              {item.position === null
                ? t('tournaments.widget.no_position')
                : t('tournaments.widget.position', { position: item.position })}
            </span>
            <span>
              {t('tournaments.widget.points', {
                points: formatPoints(item.points, item.scoring, site, i18n.language),
              })}
            </span>
            <Countdown
              state="active"
              startsAt={item.ends_at}
              endsAt={item.ends_at}
              timeZone={site.timeZone}
            />
          </Link>
        </li>
      ))}
    </ul>
  );
}
