import { useMutation } from '@tanstack/react-query';
import type { BreakView, TakeBreakRequest } from '@tribuna/contracts/responsible';
import { apiRequest } from '../../../lib/http';
import { RESPONSIBLE_PATHS } from '../responsible-keys';

/** `POST /api/responsible/breaks`: a time-out or self-exclusion, at once; every session ends. */
export async function takeBreak(body: TakeBreakRequest): Promise<BreakView> {
  const answer = await apiRequest<{ response: BreakView }>('POST', RESPONSIBLE_PATHS.breaks, {
    body,
    showErrors: false,
  });
  return answer.response;
}

export function useTakeBreak() {
  return useMutation({ mutationFn: takeBreak });
}
