import { useTranslation } from 'react-i18next';
import { serverFormErrors, type FormErrors } from '../../lib/form-errors';
import { errorMessage } from '../../lib/http';
import { Notice } from './notice';

/**
 * Above an editor: when fields are marked (by the form's check or the server's refusal) a
 * call to fix them; a refusal that names no field says what the server said.
 */
export function FormNotices({ errors, refusal }: { errors: FormErrors; refusal?: unknown }) {
  const { t } = useTranslation();
  const refused = refusal !== null && refusal !== undefined;
  const serverFields = refused ? Object.keys(serverFormErrors(refusal)).length : 0;
  return (
    <>
      {Object.keys(errors).length + serverFields > 0 && (
        <Notice tone="error">{t('common.fix_errors')}</Notice>
      )}
      {refused && serverFields === 0 && <Notice tone="error">{errorMessage(refusal)}</Notice>}
    </>
  );
}
