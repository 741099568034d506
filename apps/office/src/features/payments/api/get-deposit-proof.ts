import { OFFICE_PAYMENTS_API } from '@tribuna/contracts/wallet';
import { apiBlob } from '../../../lib/http';

/** The proof file as the player uploaded it; its type is the one the server read from the content. */
export function getDepositProof(id: string, signal?: AbortSignal): Promise<Blob> {
  const path = `${OFFICE_PAYMENTS_API.deposits}/${encodeURIComponent(id)}/proof`;
  return apiBlob(path, { signal });
}
