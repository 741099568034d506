import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, type Currency } from '@tribuna/contracts/currencies';
import { LANGUAGES, type Language } from '@tribuna/contracts/languages';
import {
  officeTenantCreateRequestSchema,
  officeTenantHostsRequestSchema,
  type OfficeTenant,
} from '@tribuna/contracts/office';
import { Button } from '../../../components/ui/button';
import { FormActions } from '../../../components/ui/form-actions';
import { DataTable } from '../../../components/ui/data-table';
import { Dialog } from '../../../components/ui/dialog';
import { Field } from '../../../components/ui/field';
import { FormSection } from '../../../components/ui/form-section';
import { Notice, Spinner } from '../../../components/ui/notice';
import { QueryResult } from '../../../components/ui/query-result';
import { issuesToFormErrors, serverFormErrors, type FormErrors } from '../../../lib/form-errors';
import { errorMessage } from '../../../lib/http';
import { useCreateTenant } from '../api/create-tenant';
import { usePlatform } from '../api/get-platform';
import { useTenants } from '../api/get-tenants';
import { useUpdatePlatform } from '../api/update-platform';
import { useUpdateTenantHosts } from '../api/update-tenant-hosts';
import '../tenants-texts';

const CURRENCY_CODES = Object.keys(CURRENCIES) as Currency[];

/** Hosts are typed one per line (commas and spaces also separate them). */
function parseHosts(text: string): string[] {
  return text
    .split(/[\s,]+/)
    .map((host) => host.trim())
    .filter(Boolean);
}

/** Field messages for a list of hosts land on the list itself (`hosts.2` → `hosts`). */
function collapseHosts(errors: FormErrors): FormErrors {
  const result: FormErrors = {};
  for (const [path, text] of Object.entries(errors)) {
    const key = path.startsWith('hosts') ? 'hosts' : path;
    result[key] ??= text;
  }
  return result;
}

function CreateTenantForm({ onDone, onCancel }: { onDone: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const create = useCreateTenant();
  const [form, setForm] = useState({
    slug: '',
    hosts: '',
    name: '',
    currency: 'USD' as Currency,
    language: 'es_ES' as Language,
    username: 'admin',
    email: '',
    password: '',
  });
  const [errors, setErrors] = useState<FormErrors>({});
  const labels: Record<string, string> = {
    slug: t('tenants.slug'),
    hosts: t('tenants.hosts'),
    name: t('tenants.name'),
    currency: t('tenants.currency'),
    language: t('tenants.language'),
    'admin.username': t('tenants.username'),
    'admin.email': t('tenants.email'),
    'admin.password': t('tenants.password'),
  };
  const shown = collapseHosts({ ...serverFormErrors(create.error), ...errors });

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = officeTenantCreateRequestSchema.safeParse({
      slug: form.slug,
      hosts: parseHosts(form.hosts),
      name: form.name,
      currency: form.currency,
      language: form.language,
      admin: { username: form.username, email: form.email, password: form.password },
    });
    if (!parsed.success) {
      setErrors(issuesToFormErrors(parsed.error.issues, labels));
      return;
    }
    setErrors({});
    create.mutate(parsed.data, { onSuccess: onDone });
  }

  function input(key: 'slug' | 'name' | 'username' | 'email' | 'password', path: string) {
    return (
      <Field label={labels[path] ?? path} error={shown[path]}>
        {(control) => (
          <input
            {...control}
            type={key === 'password' ? 'password' : key === 'email' ? 'email' : 'text'}
            autoComplete={key === 'password' ? 'new-password' : 'off'}
            value={form[key]}
            onChange={(event) => setForm({ ...form, [key]: event.target.value })}
          />
        )}
      </Field>
    );
  }

  return (
    <form onSubmit={submit} noValidate>
      {create.isError && <Notice tone="error">{errorMessage(create.error)}</Notice>}
      <div className="grid-2">
        {input('name', 'name')}
        {input('slug', 'slug')}
      </div>
      <Field label={t('tenants.hosts')} hint={t('tenants.hosts_hint')} error={shown.hosts}>
        {(control) => (
          <textarea
            {...control}
            rows={3}
            spellCheck={false}
            value={form.hosts}
            onChange={(event) => setForm({ ...form, hosts: event.target.value })}
          />
        )}
      </Field>
      <div className="grid-2">
        <Field label={t('tenants.currency')} error={shown.currency}>
          {(control) => (
            <select
              {...control}
              value={form.currency}
              onChange={(event) => {
                const currency = CURRENCY_CODES.find((code) => code === event.target.value);
                if (currency) setForm({ ...form, currency });
              }}
            >
              {CURRENCY_CODES.map((code) => (
                <option key={code}>{code}</option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('tenants.language')} error={shown.language}>
          {(control) => (
            <select
              {...control}
              value={form.language}
              onChange={(event) => {
                const language = LANGUAGES.find((code) => code === event.target.value);
                if (language) setForm({ ...form, language });
              }}
            >
              {LANGUAGES.map((code) => (
                <option key={code} value={code}>
                  {t(`lang.${code}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <FormSection title={t('tenants.admin')}>
        {input('username', 'admin.username')}
        {input('email', 'admin.email')}
        {input('password', 'admin.password')}
      </FormSection>
      <FormActions pending={create.isPending} onCancel={onCancel} />
    </form>
  );
}

function HostsForm({
  tenant,
  onDone,
  onCancel,
}: {
  tenant: OfficeTenant;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateTenantHosts();
  const [text, setText] = useState(tenant.hosts.join('\n'));
  const [error, setError] = useState<string>();

  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = officeTenantHostsRequestSchema.safeParse({ hosts: parseHosts(text) });
    if (!parsed.success) {
      setError(
        collapseHosts(issuesToFormErrors(parsed.error.issues, { hosts: t('tenants.hosts') })).hosts,
      );
      return;
    }
    setError(undefined);
    update.mutate({ id: tenant.id, hosts: parsed.data.hosts }, { onSuccess: onDone });
  }

  return (
    <form onSubmit={submit} noValidate>
      {update.isError && <Notice tone="error">{errorMessage(update.error)}</Notice>}
      <Field label={t('tenants.hosts')} hint={t('tenants.hosts_hint')} error={error}>
        {(control) => (
          <textarea
            {...control}
            rows={5}
            spellCheck={false}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </Field>
      <FormActions pending={update.isPending} onCancel={onCancel} />
    </form>
  );
}

function PlatformSwitch() {
  const { t } = useTranslation();
  const platform = usePlatform();
  const update = useUpdatePlatform();
  if (platform.isPending) return <Spinner label={t('app.loading')} />;
  if (platform.isError) return <Notice tone="error">{errorMessage(platform.error)}</Notice>;
  const on = platform.data.maintenance;
  return (
    <section className="card" aria-labelledby="platform-title">
      <h2 id="platform-title" className="section-title">
        {t('tenants.platform')}
      </h2>
      {update.isError && <Notice tone="error">{errorMessage(update.error)}</Notice>}
      <label className="switch">
        <input
          type="checkbox"
          role="switch"
          checked={on}
          disabled={update.isPending}
          onChange={(event) => update.mutate({ maintenance: event.target.checked })}
        />
        <span>{t('tenants.platform_maintenance')}</span>
      </label>
      <p className="muted">{t('tenants.platform_hint')}</p>
      <p className={on ? 'pill pill-blocked' : 'pill pill-active'} role="status">
        {on ? t('tenants.platform_on') : t('tenants.platform_off')}
      </p>
    </section>
  );
}

type Open = { kind: 'create' } | { kind: 'hosts'; tenant: OfficeTenant } | null;

export function TenantsPage() {
  const { t } = useTranslation();
  const tenants = useTenants();
  const [open, setOpen] = useState<Open>(null);
  const [done, setDone] = useState<string>();

  return (
    <div className="page">
      <header className="page-header page-header-row">
        <h1>{t('tenants.title')}</h1>
        <Button
          variant="primary"
          onClick={() => {
            setDone(undefined);
            setOpen({ kind: 'create' });
          }}
        >
          {t('tenants.create')}
        </Button>
      </header>
      {done && <Notice tone="success">{done}</Notice>}
      <PlatformSwitch />
      <QueryResult query={tenants}>
        {(items) => (
          <div className="table-wrap">
            <DataTable
              columns={[
                { label: t('tenants.name') },
                { label: t('tenants.slug') },
                { label: t('tenants.hosts') },
                { label: t('tenants.currency') },
                { label: t('tenants.language') },
                { label: t('common.actions'), hidden: true },
              ]}
              empty={items.length === 0}
            >
              {items.map((tenant) => (
                <tr key={tenant.id}>
                  <td className="strong">{tenant.name}</td>
                  <td className="mono">{tenant.slug}</td>
                  <td>
                    <span className="tags">
                      {tenant.hosts.map((host) => (
                        <span key={host} className="tag mono">
                          {host}
                        </span>
                      ))}
                    </span>
                  </td>
                  <td>{tenant.currency}</td>
                  <td>{t(`lang.${tenant.language}`)}</td>
                  <td className="actions">
                    <Button
                      aria-label={`${t('tenants.edit_hosts')}: ${tenant.name}`}
                      onClick={() => setOpen({ kind: 'hosts', tenant })}
                    >
                      {t('tenants.edit_hosts')}
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
          open?.kind === 'hosts'
            ? t('tenants.hosts_title', { name: open.tenant.name })
            : t('tenants.create')
        }
        onClose={() => setOpen(null)}
      >
        {open?.kind === 'create' && (
          <CreateTenantForm
            onCancel={() => setOpen(null)}
            onDone={() => {
              setOpen(null);
              setDone(t('tenants.created_done'));
            }}
          />
        )}
        {open?.kind === 'hosts' && (
          <HostsForm
            tenant={open.tenant}
            onCancel={() => setOpen(null)}
            onDone={() => {
              setOpen(null);
              setDone(t('tenants.hosts_done'));
            }}
          />
        )}
      </Dialog>
    </div>
  );
}
