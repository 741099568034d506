import { useTranslation } from 'react-i18next';
import { message } from '../../lib/messages';

/** The brand (or the platform) is in maintenance: the spec's message, and nothing else. */
export function MaintenancePage() {
  // Re-rendered when the language changes.
  useTranslation();
  return (
    <main className="error-page error-page--full" role="alert">
      <p className="error-page__code">503</p>
      <h1>{message('tenant.maintenance')}</h1>
    </main>
  );
}
