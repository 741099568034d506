import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PLAYER_STATUSES } from '@tribuna/contracts/office';
import { Field } from '../../../components/ui/field';
import { Notice, Spinner } from '../../../components/ui/notice';
import { Pager } from '../../../components/ui/pager';
import { formatDateTime } from '../../../lib/format';
import { errorMessage } from '../../../lib/http';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { usePlayers } from '../api/get-players';
import { oneOf } from '../../../lib/one-of';
import '../players-texts';

const LIMIT = 25;

export function PlayersPage() {
  const { t } = useTranslation();
  // The search lives in the URL, so a reload or a shared link shows the same page.
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const q = useDebouncedValue(text.trim(), 300);
  const status = oneOf(PLAYER_STATUSES, params.get('status'));
  const offset = Math.max(0, Number(params.get('offset')) || 0);

  useEffect(() => {
    setParams(
      (current) => {
        if ((current.get('q') ?? '') === q) return current;
        const next = new URLSearchParams(current);
        if (q) next.set('q', q);
        else next.delete('q');
        next.delete('offset');
        return next;
      },
      { replace: true },
    );
  }, [q, setParams]);

  function update(changes: Record<string, string | undefined>) {
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });
  }

  const players = usePlayers({ q: q || undefined, status, limit: LIMIT, offset });

  return (
    <div className="page">
      <header className="page-header">
        <h1>{t('players.title')}</h1>
      </header>
      <div className="toolbar" role="search">
        <Field label={t('players.search')} hint={t('players.search_hint')} className="grow">
          {(control) => (
            <input
              {...control}
              type="search"
              value={text}
              autoFocus
              onChange={(event) => setText(event.target.value)}
            />
          )}
        </Field>
        <Field label={t('players.filter_status')}>
          {(control) => (
            <select
              {...control}
              value={status ?? ''}
              onChange={(event) =>
                update({ status: event.target.value || undefined, offset: undefined })
              }
            >
              <option value="">{t('common.all')}</option>
              {PLAYER_STATUSES.map((value) => (
                <option key={value} value={value}>
                  {t(`players.status.${value}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      {players.isPending && <Spinner label={t('app.loading')} />}
      {players.isError && <Notice tone="error">{errorMessage(players.error)}</Notice>}
      {players.data && (
        <>
          <div className="table-wrap" aria-busy={players.isFetching}>
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">{t('players.username')}</th>
                  <th scope="col">{t('players.name')}</th>
                  <th scope="col">{t('players.email')}</th>
                  <th scope="col">{t('common.status')}</th>
                  <th scope="col">{t('common.created')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('common.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {players.data.items.length === 0 && (
                  <tr>
                    <td colSpan={6} className="muted">
                      {t('common.empty')}
                    </td>
                  </tr>
                )}
                {players.data.items.map((player) => (
                  <tr key={player.id}>
                    <td className="strong">{player.username}</td>
                    <td>
                      {player.name} {player.last_name}
                    </td>
                    <td>{player.email}</td>
                    <td>
                      <span className={`pill pill-${player.status}`}>
                        {t(`players.status.${player.status}`)}
                      </span>
                    </td>
                    <td>{formatDateTime(player.created_at)}</td>
                    <td className="actions">
                      <Link
                        to={`/players/${player.id}`}
                        className="btn btn-secondary"
                        aria-label={`${t('players.view')}: ${player.username}`}
                      >
                        {t('players.view')}
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager
            offset={offset}
            limit={LIMIT}
            hasMore={players.data.has_more}
            onChange={(next) => update({ offset: next ? String(next) : undefined })}
          />
        </>
      )}
    </div>
  );
}
