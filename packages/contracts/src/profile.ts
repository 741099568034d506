import { z } from 'zod';
import { playerFields } from './auth';
import { languageSchema } from './languages';

/**
 * `POST /api/auth/profile`: the player's personal data, with register's rules. Name,
 * last name and email are required; an optional field left out stays as it is, and
 * null clears it. The username never changes.
 */
export const updateProfileRequestSchema = z.object({
  email: playerFields.email,
  name: playerFields.name,
  last_name: playerFields.last_name,
  phone: playerFields.phone.nullable(),
  dni: playerFields.dni.nullable(),
  gender: playerFields.gender.nullable(),
  country: playerFields.country.nullable(),
  state: playerFields.state.nullable(),
  city: playerFields.city.nullable(),
  birth_date: playerFields.birth_date.nullable(),
});
export type UpdateProfileRequest = z.infer<typeof updateProfileRequestSchema>;

/** `POST /api/auth/profile/language`: the language the player's site and mails use. */
export const updateLanguageRequestSchema = z.object({ language: languageSchema });
export type UpdateLanguageRequest = z.infer<typeof updateLanguageRequestSchema>;
