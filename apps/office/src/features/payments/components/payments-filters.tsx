import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/field';
import { ChoiceField, DateRangeFields, SearchField } from '../../../components/ui/filter-fields';
import { ALL_STATUSES } from '../hooks/use-payments-filters';
import '../payments-texts';

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
      <ChoiceField
        label={t('payments.filter.method')}
        value={method}
        choices={methods}
        onChange={(value) => onChange({ method: value })}
      />
      <SearchField
        label={t('payments.filter.search')}
        hint={t('payments.filter.search_hint')}
        value={text}
        onChange={onText}
      />
      <DateRangeFields
        from={from}
        to={to}
        labels={{ from: t('payments.filter.from'), to: t('payments.filter.to') }}
        onChange={onChange}
      />
    </div>
  );
}
