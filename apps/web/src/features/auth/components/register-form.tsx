import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { registerRequestSchema } from '@tribuna/contracts/auth';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { FormAlert } from '../../../components/ui/form-alert';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { currentLanguage } from '../../../lib/i18n';
import { message } from '../../../lib/messages';
import { useRegister } from '../api/register';
import { describeFailure, fieldErrorsOf, type FieldErrors } from '../../../lib/form-errors';

const TEXT_FIELDS = [
  'username',
  'email',
  'password',
  'name',
  'last_name',
  'phone',
  'dni',
  'gender',
  'country',
  'state',
  'city',
  'birth_date',
  'referral_code',
  'promo_code',
] as const;
type TextName = (typeof TEXT_FIELDS)[number];
const CHECKS = ['is_adult', 'accept_terms', 'accept_privacy'] as const;
type CheckName = (typeof CHECKS)[number];

const COUNTRIES = ['AR', 'BR', 'CL', 'CO', 'EC', 'ES', 'MX', 'PE', 'PT', 'PY', 'US', 'UY', 'VE'];

const emptyText = Object.fromEntries(TEXT_FIELDS.map((n) => [n, ''])) as Record<TextName, string>;
const emptyChecks = Object.fromEntries(CHECKS.map((n) => [n, false])) as Record<CheckName, boolean>;

interface RegisterFormProps {
  onRegistered: () => void;
}

/** Every field of the contract; the 18+, terms and privacy confirmations are required. */
export function RegisterForm({ onRegistered }: RegisterFormProps) {
  const { t, i18n } = useTranslation();
  const registration = useRegister();
  const [text, setText] = useState(emptyText);
  const [checks, setChecks] = useState(emptyChecks);
  const [fields, setFields] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string[]>([]);

  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language.replace('_', '-')], { type: 'region' });
    return COUNTRIES.map((code) => ({ value: code, label: names.of(code) ?? code })).sort((a, b) =>
      a.label.localeCompare(b.label),
    );
  }, [i18n.language]);

  function textProps(name: TextName) {
    return {
      name,
      value: text[name],
      errors: fields[name],
      onChange: (event: { target: { value: string } }) =>
        setText((current) => ({ ...current, [name]: event.target.value })),
    };
  }
  function checkProps(name: CheckName) {
    return {
      name,
      checked: checks[name],
      errors: fields[name],
      onChange: (event: { target: { checked: boolean } }) =>
        setChecks((current) => ({ ...current, [name]: event.target.checked })),
    };
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Optional fields left empty are not sent at all.
    const body: Record<string, unknown> = { ...checks, language: currentLanguage() };
    for (const name of TEXT_FIELDS) {
      const value = name === 'password' ? text[name] : text[name].trim();
      if (value !== '') body[name] = value;
    }
    const parsed = registerRequestSchema.safeParse(body);
    if (!parsed.success) {
      setFields(fieldErrorsOf(parsed.error, currentLanguage()));
      setAlert([t('register.fix_errors')]);
      return;
    }
    setFields({});
    setAlert([]);
    registration.mutate(parsed.data, {
      onSuccess: onRegistered,
      onError: (error) => {
        const failure = describeFailure(error, message('error.internal'));
        setFields(failure.fields);
        setAlert(failure.messages);
      },
    });
  }

  return (
    <form className="form" onSubmit={submit} noValidate aria-labelledby="register-title">
      <h1 id="register-title" className="form__title">
        {t('register.title')}
      </h1>
      <FormAlert messages={alert} />
      <fieldset className="form__group">
        <legend>{t('register.account')}</legend>
        <TextField
          label={t('register.username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          {...textProps('username')}
        />
        <TextField
          label={t('register.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          required
          {...textProps('email')}
        />
        <TextField
          label={t('register.password')}
          type="password"
          autoComplete="new-password"
          hint={t('register.password_hint')}
          required
          {...textProps('password')}
        />
      </fieldset>
      <fieldset className="form__group">
        <legend>{t('register.personal')}</legend>
        <div className="form__row">
          <TextField
            label={t('register.name')}
            autoComplete="given-name"
            required
            {...textProps('name')}
          />
          <TextField
            label={t('register.last_name')}
            autoComplete="family-name"
            required
            {...textProps('last_name')}
          />
        </div>
        <div className="form__row">
          <TextField
            label={optional(t('register.phone'), t('common.optional'))}
            type="tel"
            autoComplete="tel"
            {...textProps('phone')}
          />
          <TextField
            label={optional(t('register.dni'), t('common.optional'))}
            {...textProps('dni')}
          />
        </div>
        <div className="form__row">
          <SelectField
            label={optional(t('register.gender'), t('common.optional'))}
            options={[
              { value: '', label: t('register.choose') },
              { value: 'male', label: t('register.gender_male') },
              { value: 'female', label: t('register.gender_female') },
              { value: 'other', label: t('register.gender_other') },
            ]}
            {...textProps('gender')}
          />
          <TextField
            label={optional(t('register.birth_date'), t('common.optional'))}
            type="date"
            autoComplete="bday"
            {...textProps('birth_date')}
          />
        </div>
        <SelectField
          label={optional(t('register.country'), t('common.optional'))}
          options={[{ value: '', label: t('register.choose') }, ...countries]}
          autoComplete="country"
          {...textProps('country')}
        />
        <div className="form__row">
          <TextField
            label={optional(t('register.state'), t('common.optional'))}
            autoComplete="address-level1"
            {...textProps('state')}
          />
          <TextField
            label={optional(t('register.city'), t('common.optional'))}
            autoComplete="address-level2"
            {...textProps('city')}
          />
        </div>
      </fieldset>
      <fieldset className="form__group">
        <legend>{t('register.extra')}</legend>
        <div className="form__row">
          <TextField
            label={optional(t('register.referral_code'), t('common.optional'))}
            {...textProps('referral_code')}
          />
          <TextField
            label={optional(t('register.promo_code'), t('common.optional'))}
            {...textProps('promo_code')}
          />
        </div>
      </fieldset>
      <CheckboxField label={t('register.is_adult')} {...checkProps('is_adult')} />
      <CheckboxField label={t('register.accept_terms')} {...checkProps('accept_terms')} />
      <CheckboxField label={t('register.accept_privacy')} {...checkProps('accept_privacy')} />
      <Button type="submit" block disabled={registration.isPending}>
        {registration.isPending ? t('register.submitting') : t('register.submit')}
      </Button>
      <p className="form__links">
        {t('register.have_account')} <Link to="/login">{t('register.login')}</Link>
      </p>
    </form>
  );
}

function optional(label: string, word: string): string {
  return `${label} (${word})`;
}
