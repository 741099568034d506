import { useTranslation } from 'react-i18next';
import type { DeliveryAddress } from '@tribuna/contracts/store';
import { TextField } from '../../../components/ui/text-field';
import type { FieldErrors } from '../../../lib/form-errors';

export const ADDRESS_FIELDS = [
  'full_name',
  'phone',
  'street',
  'city',
  'region',
  'postal_code',
  'country',
] as const satisfies readonly (keyof DeliveryAddress)[];

export const EMPTY_ADDRESS: DeliveryAddress = {
  full_name: '',
  phone: '',
  street: '',
  city: '',
  region: '',
  postal_code: '',
  country: '',
};

const AUTOCOMPLETE: Record<keyof DeliveryAddress, string> = {
  full_name: 'name',
  phone: 'tel',
  street: 'street-address',
  city: 'address-level2',
  region: 'address-level1',
  postal_code: 'postal-code',
  country: 'country-name',
};

/** Where a physical item goes: the fields a courier needs, with their errors. */
export function AddressForm({
  value,
  errors,
  onChange,
}: {
  value: DeliveryAddress;
  errors: FieldErrors;
  onChange: (next: DeliveryAddress) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="store-address">
      <legend className="store-address__title">{t('store_page.address_title')}</legend>
      {ADDRESS_FIELDS.map((field) => (
        <TextField
          key={field}
          label={t(`store_page.address.${field}`)}
          name={field}
          value={value[field]}
          autoComplete={AUTOCOMPLETE[field]}
          inputMode={field === 'phone' ? 'tel' : undefined}
          // One message at a time: the first rule the field breaks.
          errors={errors[field]?.slice(0, 1)}
          onChange={(event) => onChange({ ...value, [field]: event.target.value })}
        />
      ))}
    </fieldset>
  );
}
