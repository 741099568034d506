import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  officeStaffCreateRequestSchema,
  officeStaffPasswordRequestSchema,
  STAFF_SCOPES,
  STAFF_STATUSES,
  type OfficeStaff,
  type StaffScope,
  type StaffStatus,
} from '@tribuna/contracts/office';
import { Button } from '../../../components/ui/button';
import { FormActions } from '../../../components/ui/form-actions';
import { DataTable } from '../../../components/ui/data-table';
import { Dialog } from '../../../components/ui/dialog';
import { Checkbox, Field } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { QueryResult } from '../../../components/ui/query-result';
import { formatDateTime } from '../../../lib/format';
import { issuesToFormErrors, serverFormErrors, type FormErrors } from '../../../lib/form-errors';
import { errorMessage } from '../../../lib/http';
import { useCreateStaff } from '../api/create-staff';
import { useStaff } from '../api/get-staff';
import { useResetStaffPassword } from '../api/reset-staff-password';
import { useUpdateStaff } from '../api/update-staff';
import '../staff-texts';

function ScopeChecks({
  value,
  onChange,
  error,
}: {
  value: StaffScope[];
  onChange: (scopes: StaffScope[]) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  return (
    <div className="field">
      <span className="field-label" id={labelId}>
        {t('staff.scopes')}
      </span>
      <div className="checks checks-grid" role="group" aria-labelledby={labelId}>
        {STAFF_SCOPES.map((scope) => (
          <Checkbox
            key={scope}
            label={t(`scope.${scope}`)}
            checked={value.includes(scope)}
            onChange={(checked) =>
              onChange(
                checked
                  ? STAFF_SCOPES.filter((s) => s === scope || value.includes(s))
                  : value.filter((s) => s !== scope),
              )
            }
          />
        ))}
      </div>
      {error && <p className="field-error">{error}</p>}
    </div>
  );
}

function CreateStaffForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const create = useCreateStaff();
  const [form, setForm] = useState({ username: '', email: '', password: '' });
  const [scopes, setScopes] = useState<StaffScope[]>(['support']);
  const [errors, setErrors] = useState<FormErrors>({});
  const labels = {
    username: t('staff.username'),
    email: t('staff.email'),
    password: t('staff.password'),
    scopes: t('staff.scopes'),
  };
  const shown = { ...serverFormErrors(create.error), ...errors };

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = officeStaffCreateRequestSchema.safeParse({ ...form, scopes });
    if (!parsed.success) {
      setErrors(issuesToFormErrors(parsed.error.issues, labels));
      return;
    }
    setErrors({});
    create.mutate(parsed.data, { onSuccess: onDone });
  }

  return (
    <form onSubmit={submit} noValidate>
      {create.isError && <Notice tone="error">{errorMessage(create.error)}</Notice>}
      {(['username', 'email', 'password'] as const).map((key) => (
        <Field key={key} label={labels[key]} error={shown[key]}>
          {(control) => (
            <input
              {...control}
              name={key}
              type={key === 'password' ? 'password' : key === 'email' ? 'email' : 'text'}
              autoComplete={key === 'password' ? 'new-password' : 'off'}
              value={form[key]}
              onChange={(event) => setForm({ ...form, [key]: event.target.value })}
            />
          )}
        </Field>
      ))}
      <ScopeChecks value={scopes} onChange={setScopes} error={shown.scopes} />
      <FormActions pending={create.isPending} onCancel={onCancel} />
    </form>
  );
}

function EditStaffForm({
  staff,
  onDone,
  onCancel,
}: {
  staff: OfficeStaff;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateStaff();
  const [scopes, setScopes] = useState<StaffScope[]>(staff.scopes);
  const [status, setStatus] = useState<StaffStatus>(staff.status);

  function submit(event: FormEvent) {
    event.preventDefault();
    update.mutate({ id: staff.id, scopes, status }, { onSuccess: onDone });
  }

  return (
    <form onSubmit={submit} noValidate>
      {update.isError && <Notice tone="error">{errorMessage(update.error)}</Notice>}
      <ScopeChecks value={scopes} onChange={setScopes} />
      <Field label={t('common.status')}>
        {(control) => (
          <select
            {...control}
            value={status}
            onChange={(event) => {
              const next = STAFF_STATUSES.find((s) => s === event.target.value);
              if (next) setStatus(next);
            }}
          >
            {STAFF_STATUSES.map((value) => (
              <option key={value} value={value}>
                {t(`staff.status.${value}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <FormActions pending={update.isPending} onCancel={onCancel} />
    </form>
  );
}

function PasswordForm({
  staff,
  onDone,
  onCancel,
}: {
  staff: OfficeStaff;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const reset = useResetStaffPassword();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = officeStaffPasswordRequestSchema.safeParse({ password });
    if (!parsed.success) {
      const errors = issuesToFormErrors(parsed.error.issues, { password: t('staff.new_password') });
      setError(errors.password);
      return;
    }
    setError(undefined);
    reset.mutate({ id: staff.id, password: parsed.data.password }, { onSuccess: onDone });
  }

  return (
    <form onSubmit={submit} noValidate>
      {reset.isError && <Notice tone="error">{errorMessage(reset.error)}</Notice>}
      <Field
        label={t('staff.new_password')}
        error={error ?? serverFormErrors(reset.error).password}
      >
        {(control) => (
          <input
            {...control}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
      </Field>
      <FormActions
        pending={reset.isPending}
        onCancel={onCancel}
        submitLabel={t('staff.reset_password')}
      />
    </form>
  );
}

type Open = { kind: 'create' } | { kind: 'edit' | 'password'; staff: OfficeStaff } | null;

export function StaffPage() {
  const { t } = useTranslation();
  const staff = useStaff();
  const [open, setOpen] = useState<Open>(null);
  const [done, setDone] = useState<string>();

  function finish(message: string) {
    setOpen(null);
    setDone(message);
  }

  return (
    <div className="page">
      <header className="page-header page-header-row">
        <h1>{t('staff.title')}</h1>
        <Button
          variant="primary"
          onClick={() => {
            setDone(undefined);
            setOpen({ kind: 'create' });
          }}
        >
          {t('staff.create')}
        </Button>
      </header>
      {done && <Notice tone="success">{done}</Notice>}
      <QueryResult query={staff}>
        {(members) => (
          <div className="table-wrap">
            <DataTable
              columns={[
                { label: t('staff.username') },
                { label: t('staff.email') },
                { label: t('staff.scopes') },
                { label: t('common.status') },
                { label: t('staff.last_login') },
                { label: t('common.actions'), hidden: true },
              ]}
              empty={members.length === 0}
            >
              {members.map((member) => (
                <tr key={member.id}>
                  <td className="strong">{member.username}</td>
                  <td>{member.email}</td>
                  <td>
                    <span className="tags">
                      {member.scopes.map((scope) => (
                        <span key={scope} className="tag">
                          {t(`scope.${scope}`)}
                        </span>
                      ))}
                    </span>
                  </td>
                  <td>
                    <span className={`pill pill-${member.status}`}>
                      {t(`staff.status.${member.status}`)}
                    </span>
                  </td>
                  <td>{formatDateTime(member.last_login_at)}</td>
                  <td className="actions">
                    <Button
                      aria-label={`${t('common.edit')}: ${member.username}`}
                      onClick={() => setOpen({ kind: 'edit', staff: member })}
                    >
                      {t('common.edit')}
                    </Button>
                    <Button
                      variant="ghost"
                      aria-label={`${t('staff.reset_password')}: ${member.username}`}
                      onClick={() => setOpen({ kind: 'password', staff: member })}
                    >
                      {t('staff.reset_password')}
                    </Button>
                  </td>
                </tr>
              ))}
            </DataTable>
          </div>
        )}
      </QueryResult>
      <Dialog
        open={open !== null}
        title={
          open?.kind === 'create'
            ? t('staff.create')
            : open?.kind === 'edit'
              ? t('staff.edit_title', { username: open.staff.username })
              : open?.kind === 'password'
                ? t('staff.reset_title', { username: open.staff.username })
                : ''
        }
        onClose={() => setOpen(null)}
      >
        {open?.kind === 'create' && (
          <CreateStaffForm
            onDone={() => finish(t('staff.created_done'))}
            onCancel={() => setOpen(null)}
          />
        )}
        {open?.kind === 'edit' && (
          <EditStaffForm
            staff={open.staff}
            onDone={() => finish(t('staff.updated_done'))}
            onCancel={() => setOpen(null)}
          />
        )}
        {open?.kind === 'password' && (
          <PasswordForm
            staff={open.staff}
            onDone={() => finish(t('staff.password_done'))}
            onCancel={() => setOpen(null)}
          />
        )}
      </Dialog>
    </div>
  );
}
