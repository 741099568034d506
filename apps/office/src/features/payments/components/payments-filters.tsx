import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/field';
import { ALL_STATUSES } from '../hooks/use-payments-filters';

export interface PaymentsFiltersProps {
  statuses: readonly { value: string; label: string }[];
  methods: readonly { value: string; label: string }[];
  status: string;
  method: string | undefined;
  text: string;
  from: string | undefined;
  to: string | undefined;
  onText: (text: string) => void;
  onChange: (changes: Record<string, string | undefined>) => void;
}

/** Status, method, player search and a date range over a payments queue. */
export function PaymentsFilters({
  statuses,
  methods,
  status,
  method,
  text,
  from,
  to,
  onText,
  onChange,
}: PaymentsFiltersProps) {
  const { t } = useTranslation();
  return (
    <div className="toolbar" role="search">
      <Field label={t('payments.filter.status')}>
        {(control) => (
          <select
            {...control}
            value={status}
            onChange={(event) => onChange({ status: event.target.value })}
          >
            <option value={ALL_STATUSES}>{t('common.all')}</option>
            {statuses.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label={t('payments.filter.method')}>
        {(control) => (
          <select
            {...control}
            value={method ?? ''}
            onChange={(event) => onChange({ method: event.target.value || undefined })}
          >
            <option value="">{t('common.all')}</option>
            {methods.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        label={t('payments.filter.search')}
        hint={t('payments.filter.search_hint')}
        className="grow"
      >
        {(control) => (
          <input
            {...control}
            type="search"
            value={text}
            onChange={(event) => onText(event.target.value)}
          />
        )}
      </Field>
      <Field label={t('payments.filter.from')}>
        {(control) => (
          <input
            {...control}
            type="date"
            value={from ?? ''}
            max={to}
            onChange={(event) => onChange({ from: event.target.value || undefined })}
          />
        )}
      </Field>
      <Field label={t('payments.filter.to')}>
        {(control) => (
          <input
            {...control}
            type="date"
            value={to ?? ''}
            min={from}
            onChange={(event) => onChange({ to: event.target.value || undefined })}
          />
        )}
      </Field>
    </div>
  );
}
