import type { SessionClock } from '@tribuna/contracts/responsible';
import { apiRequest } from '../../../lib/http';
import { RESPONSIBLE_PATHS } from '../responsible-keys';

/** `POST /api/responsible/session/continue`: the player saw the reality check and plays on. */
export async function continueSession(): Promise<SessionClock> {
  const answer = await apiRequest<{ response: SessionClock }>(
    'POST',
    RESPONSIBLE_PATHS.sessionContinue,
    {},
  );
  return answer.response;
}
