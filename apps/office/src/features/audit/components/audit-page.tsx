import { Fragment, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OfficeAuditEntry } from '@tribuna/contracts/office';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Notice, Spinner } from '../../../components/ui/notice';
import { Pager } from '../../../components/ui/pager';
import { formatDateTime } from '../../../lib/format';
import { errorMessage } from '../../../lib/http';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useAudit } from '../api/get-audit';
import { auditActionKey } from '../audit-actions';
import { diffChanges, formatValue } from '../audit-diff';
import '../audit-texts';

const LIMIT = 25;

/** `datetime-local` gives local wall time; the API wants an instant with its offset. */
function toInstant(local: string): string | undefined {
  if (!local) return undefined;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

function AuditChanges({ entry }: { entry: OfficeAuditEntry }) {
  const { t } = useTranslation();
  const changes = diffChanges(entry.before, entry.after);
  if (changes.length === 0) return <p className="muted">{t('audit.no_changes')}</p>;
  return (
    <table className="table diff">
      <thead>
        <tr>
          <th scope="col">{t('audit.field')}</th>
          <th scope="col">{t('audit.before')}</th>
          <th scope="col">{t('audit.after')}</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.path || '(value)'} className={`diff-${change.kind}`}>
            <th scope="row" className="mono">
              {change.path || '—'}
            </th>
            <td className="mono diff-before">{formatValue(change.before)}</td>
            <td className="mono diff-after">{formatValue(change.after)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The action in words, its code below it (what the filter takes); the code alone when unknown. */
function AuditAction({ action }: { action: string }) {
  const { t } = useTranslation();
  const key = auditActionKey(action);
  if (!key) return <span className="mono">{action}</span>;
  return (
    <span className="audit-action">
      <span>{t(key)}</span>
      <span className="mono small muted">{action}</span>
    </span>
  );
}

function AuditRow({ entry }: { entry: OfficeAuditEntry }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const detailId = useId();
  return (
    <Fragment>
      <tr>
        <td>{formatDateTime(entry.at)}</td>
        <td className="strong">{entry.staff_username}</td>
        <td>
          <AuditAction action={entry.action} />
        </td>
        <td className="mono small">
          {entry.target_type}
          {entry.target_id ? ` · ${entry.target_id}` : ''}
        </td>
        <td className="mono small">{entry.ip ?? t('common.none')}</td>
        <td className="actions">
          <Button
            variant="ghost"
            aria-expanded={open}
            aria-controls={detailId}
            onClick={() => setOpen(!open)}
          >
            {open ? t('audit.hide') : t('audit.show')}
          </Button>
        </td>
      </tr>
      {open && (
        <tr id={detailId} className="detail-row">
          <td colSpan={6}>
            <AuditChanges entry={entry} />
          </td>
        </tr>
      )}
    </Fragment>
  );
}

export function AuditPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState({ action: '', staff: '', from: '', to: '' });
  const [offset, setOffset] = useState(0);
  const action = useDebouncedValue(filters.action.trim());
  const staff = useDebouncedValue(filters.staff.trim());
  const audit = useAudit({
    action: action || undefined,
    staff: staff || undefined,
    from: toInstant(filters.from),
    to: toInstant(filters.to),
    limit: LIMIT,
    offset,
  });

  function setFilter(key: keyof typeof filters, value: string) {
    setFilters({ ...filters, [key]: value });
    setOffset(0);
  }

  return (
    <div className="page">
      <header className="page-header">
        <h1>{t('audit.title')}</h1>
      </header>
      <div className="toolbar" role="search">
        <Field label={t('audit.action')} hint={t('audit.action_hint')}>
          {(control) => (
            <input
              {...control}
              value={filters.action}
              onChange={(event) => setFilter('action', event.target.value)}
            />
          )}
        </Field>
        <Field label={t('audit.staff')}>
          {(control) => (
            <input
              {...control}
              value={filters.staff}
              onChange={(event) => setFilter('staff', event.target.value)}
            />
          )}
        </Field>
        <Field label={t('audit.from')}>
          {(control) => (
            <input
              {...control}
              type="datetime-local"
              value={filters.from}
              onChange={(event) => setFilter('from', event.target.value)}
            />
          )}
        </Field>
        <Field label={t('audit.to')}>
          {(control) => (
            <input
              {...control}
              type="datetime-local"
              value={filters.to}
              onChange={(event) => setFilter('to', event.target.value)}
            />
          )}
        </Field>
        <div className="field field-end">
          <Button
            variant="ghost"
            onClick={() => {
              setFilters({ action: '', staff: '', from: '', to: '' });
              setOffset(0);
            }}
          >
            {t('audit.clear')}
          </Button>
        </div>
      </div>
      {audit.isPending && <Spinner label={t('app.loading')} />}
      {audit.isError && <Notice tone="error">{errorMessage(audit.error)}</Notice>}
      {audit.data && (
        <>
          <div className="table-wrap" aria-busy={audit.isFetching}>
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">{t('audit.at')}</th>
                  <th scope="col">{t('audit.staff')}</th>
                  <th scope="col">{t('audit.action')}</th>
                  <th scope="col">{t('audit.target')}</th>
                  <th scope="col">{t('audit.ip')}</th>
                  <th scope="col">{t('audit.changes')}</th>
                </tr>
              </thead>
              <tbody>
                {audit.data.items.length === 0 && (
                  <tr>
                    <td colSpan={6} className="muted">
                      {t('common.empty')}
                    </td>
                  </tr>
                )}
                {audit.data.items.map((entry) => (
                  <AuditRow key={entry.id} entry={entry} />
                ))}
              </tbody>
            </table>
          </div>
          <Pager offset={offset} limit={LIMIT} hasMore={audit.data.has_more} onChange={setOffset} />
        </>
      )}
    </div>
  );
}
