import { useMutation } from '@tanstack/react-query';
import { OFFICE_PROMOTIONS_API, promotionImageResponseSchema } from '@tribuna/contracts/promotions';
import { api } from '../../../lib/http';

/** `POST /api/office/promotions/images` (multipart `file`): answers the image's address. */
export async function uploadPromotionImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file);
  const { response } = await api(OFFICE_PROMOTIONS_API.images, promotionImageResponseSchema, {
    method: 'POST',
    body: form,
  });
  return response.url;
}

export function useUploadPromotionImage() {
  return useMutation({ mutationFn: uploadPromotionImage });
}
