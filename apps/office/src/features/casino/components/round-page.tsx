import { Link, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Notice, Spinner } from '../../../components/ui/notice';
import { errorMessage } from '../../../lib/http';
import { useRound } from '../api/get-round';
import { CasinoTabs } from './casino-tabs';
import { RoundDetail } from './round-detail';
import '../casino.css';
import '../casino-texts';

/** One round for game recall: its moves, and its replay where the house keeps it. */
export function RoundPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const round = useRound(id);
  return (
    <div className="page">
      <header className="page-header">
        <h1>{t('casino.round.title', { id: round.data?.round_id ?? id })}</h1>
      </header>
      <CasinoTabs />
      <p>
        <Link to="/casino/rounds">← {t('casino.round.back')}</Link>
      </p>
      {round.isPending && <Spinner label={t('app.loading')} />}
      {round.isError && <Notice tone="error">{errorMessage(round.error)}</Notice>}
      {round.data && <RoundDetail round={round.data} />}
    </div>
  );
}
