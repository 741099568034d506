import { useMemo, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { registerRequestSchema } from '@tribuna/contracts/auth';
import { isOfAge } from '@tribuna/contracts/jurisdiction';
import { dayIn } from '@tribuna/contracts/time-zones';
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
  /** Called once the new player is logged in and read. */
  onRegistered: () => void | Promise<void>;
  /** The brand's minimum age (its jurisdiction profile), checked on the brand's day. */
  minimumAge: number;
  /** The brand's time zone: whose "today" the age is counted on. */
  timeZone: string;
  /** More fields of other features (deposit limits), before the confirmations. */
  extra?: ReactNode;
  /** Checks the extra fields (they show their own errors); false stops the sign-up. */
  checkExtra?: () => boolean;
}

/** The date of birth as the server checks it: required, and the brand's minimum age. */
function birthDateProblems(
  birthDate: string,
  minimumAge: number,
  timeZone: string,
): string[] | undefined {
  if (birthDate === '') return [message('responsible.birth_date_required')];
  // A malformed date is the schema's to say.
  if (!/^\d{4}-\d{2}-\d{2}$/.test(birthDate)) return undefined;
  return isOfAge(birthDate, minimumAge, dayIn(new Date(), timeZone))
    ? undefined
    : [message('responsible.under_minimum_age', { age: minimumAge })];
}

/**
 * Every field of the contract; the date of birth (at the brand's minimum age) and the
 * 18+, terms and privacy confirmations are required.
 */
export function RegisterForm({
  onRegistered,
  minimumAge,
  timeZone,
  extra,
  checkExtra,
}: RegisterFormProps) {
  const { t, i18n } = useTranslation();
  const registration = useRegister();
  // A promotion's button sends a guest here with its bonus code (`?promo_code=`); a
  // player's referral link with their code (`?ref=`).
  const [search] = useSearchParams();
  const [text, setText] = useState(() => ({
    ...emptyText,
    promo_code: search.get('promo_code') ?? '',
    referral_code: (search.get('ref') ?? '').trim().toUpperCase().slice(0, 32),
  }));
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
    const birthDate = birthDateProblems(text.birth_date.trim(), minimumAge, timeZone);
    const extraOk = checkExtra ? checkExtra() : true;
    if (!parsed.success || birthDate || !extraOk) {
      const found = parsed.success ? {} : fieldErrorsOf(parsed.error, currentLanguage());
      // The brand's age, which may be above the schema's 18, is said instead of the schema's.
      if (birthDate) found.birth_date = birthDate;
      setFields(found);
      setAlert([t('register.fix_errors')]);
      return;
    }
    setFields({});
    setAlert([]);
    registration.mutate(parsed.data, {
      onSuccess: () => void onRegistered(),
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
            label={t('register.birth_date')}
            type="date"
            autoComplete="bday"
            required
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
      {extra}
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
