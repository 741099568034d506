import type { ApiError } from './api-error';
import { dialog } from './dialogs';
import { i18n } from './i18n';
import { message } from './messages';
import { notify } from './notify';

/** The server's word for a session it no longer knows: the page starts over (spec §8). */
export const UNAUTHENTICATED_MESSAGE = 'Unauthenticated.';

/** Kept apart so tests can watch it; a real reload ends the page. */
export const pageActions = {
  reload: () => window.location.reload(),
};

/**
 * Spec §8: the messages become paragraphs under the title "Error": a dark modal with
 * an error icon and an OK button when the server says `type: alert`, else an error
 * notification. "Unauthenticated." reloads the page instead. A 401's session reset,
 * when configured, is done before by `showApiError`: this code knows nothing of the session.
 */
export async function displayApiError(error: ApiError): Promise<void> {
  if (error.messages.includes(UNAUTHENTICATED_MESSAGE)) {
    pageActions.reload();
    return;
  }
  // The client's own words for a call that never reached the server (the error
  // carries the start-up's wording, which fits only a failed start).
  const messages =
    error.code === 'NETWORK' ? [i18n.t('notifications.network_error')] : error.messages;
  if (messages.length === 0) return;
  const title = message('error.title');
  if (error.alert) {
    await dialog.fire({ title, text: messages, icon: 'error', theme: 'dark' });
    return;
  }
  notify({ title, message: messages, type: 'error' });
}
