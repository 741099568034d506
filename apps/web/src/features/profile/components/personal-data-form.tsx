import { useMemo, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@tribuna/contracts/auth';
import { updateProfileRequestSchema } from '@tribuna/contracts/profile';
import { Button } from '../../../components/ui/button';
import { FormAlert } from '../../../components/ui/form-alert';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { currentLanguage } from '../../../lib/i18n';
import { message } from '../../../lib/messages';
import { notify } from '../../../lib/notify';
import { useUpdateProfile } from '../api/update-profile';
import { describeFailure, fieldErrorsOf, type FieldErrors } from '../../../lib/form-errors';

const FIELDS = [
  'name',
  'last_name',
  'email',
  'phone',
  'dni',
  'gender',
  'country',
  'state',
  'city',
  'birth_date',
] as const;
type FieldName = (typeof FIELDS)[number];
type Values = Record<FieldName, string>;
const REQUIRED: ReadonlySet<FieldName> = new Set(['name', 'last_name', 'email']);

const COUNTRIES = ['AR', 'BR', 'CL', 'CO', 'EC', 'ES', 'MX', 'PE', 'PT', 'PY', 'US', 'UY', 'VE'];

function valuesOf(user: User): Values {
  return Object.fromEntries(FIELDS.map((name) => [name, user[name] ?? ''])) as Values;
}

interface PersonalDataFormProps {
  user: User;
}

/** Name, contact and personal details with register's rules; the username is shown, not edited. */
export function PersonalDataForm({ user }: PersonalDataFormProps) {
  const { t, i18n } = useTranslation();
  const update = useUpdateProfile();
  const [values, setValues] = useState<Values>(() => valuesOf(user));
  const [fields, setFields] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string[]>([]);

  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language.replace('_', '-')], { type: 'region' });
    // A country set elsewhere (e.g. by an operator) stays choosable.
    const codes = values.country && !COUNTRIES.includes(values.country) ? [values.country] : [];
    return [...COUNTRIES, ...codes]
      .map((code) => ({ value: code, label: names.of(code) ?? code }))
      .sort((a, b) => a.label.localeCompare(b.label));
  }, [i18n.language, values.country]);

  function props(name: FieldName) {
    const label = t(`profile.fields.${name}`);
    return {
      name,
      label: REQUIRED.has(name) ? label : `${label} (${t('common.optional')})`,
      value: values[name],
      errors: fields[name],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
        setValues((current) => ({ ...current, [name]: event.target.value })),
    };
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Every field is sent: a blank optional one clears what was stored.
    const body = Object.fromEntries(
      FIELDS.map((name) => {
        const value = values[name].trim();
        return [name, value === '' && !REQUIRED.has(name) ? null : value];
      }),
    );
    const parsed = updateProfileRequestSchema.safeParse(body);
    if (!parsed.success) {
      setFields(fieldErrorsOf(parsed.error, currentLanguage()));
      setAlert([t('profile.fix_errors')]);
      return;
    }
    setFields({});
    setAlert([]);
    update.mutate(parsed.data, {
      onSuccess: (saved) => {
        setValues(valuesOf(saved));
        notify({ type: 'success', message: t('profile.personal.saved') });
      },
      onError: (error) => {
        const failure = describeFailure(error, message('error.internal'));
        setFields(failure.fields);
        setAlert(failure.messages);
      },
    });
  }

  return (
    <form className="form" onSubmit={submit} noValidate aria-labelledby="profile-personal-title">
      <h2 id="profile-personal-title" className="profile__section-title">
        {t('profile.sections.personal')}
      </h2>
      <FormAlert messages={alert} />
      <TextField
        label={t('profile.fields.username')}
        name="username"
        value={user.username}
        readOnly
        hint={t('profile.personal.username_hint')}
      />
      <div className="form__row">
        <TextField autoComplete="given-name" required {...props('name')} />
        <TextField autoComplete="family-name" required {...props('last_name')} />
      </div>
      <TextField
        type="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        {...props('email')}
      />
      <div className="form__row">
        <TextField type="tel" autoComplete="tel" {...props('phone')} />
        <TextField {...props('dni')} />
      </div>
      <div className="form__row">
        <SelectField
          options={[
            { value: '', label: t('profile.personal.choose') },
            { value: 'male', label: t('profile.personal.gender_male') },
            { value: 'female', label: t('profile.personal.gender_female') },
            { value: 'other', label: t('profile.personal.gender_other') },
          ]}
          {...props('gender')}
        />
        <TextField type="date" autoComplete="bday" {...props('birth_date')} />
      </div>
      <SelectField
        options={[{ value: '', label: t('profile.personal.choose') }, ...countries]}
        autoComplete="country"
        {...props('country')}
      />
      <div className="form__row">
        <TextField autoComplete="address-level1" {...props('state')} />
        <TextField autoComplete="address-level2" {...props('city')} />
      </div>
      <div className="profile__actions">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending ? t('profile.saving') : t('profile.save')}
        </Button>
      </div>
    </form>
  );
}
