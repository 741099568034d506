import type { DialogInput, DialogOptions } from './dialogs';
import { message } from './messages';

// SweetAlert's own pattern, kept so the same addresses pass as on the old site.
const EMAIL_PATTERN = /^[a-zA-Z0-9.+_'-]+@[a-zA-Z0-9.-]+\.[a-zA-Z0-9-]+$/;

/** "Invalid email address" unless the value looks like one (spec §5). */
export function validateEmail(value: string): string | null {
  return EMAIL_PATTERN.test(value) ? null : message('validation.email');
}

/** "Invalid URL" unless it is an http or https address with a host (spec §5). */
export function validateUrl(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return message('validation.url');
  }
  const web = (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  return web ? null : message('validation.url');
}

/** The validator a typed input gets when the caller gives none. */
export function defaultValidator(input: DialogInput | undefined): DialogOptions['inputValidator'] {
  if (input === 'email') return validateEmail;
  if (input === 'url') return validateUrl;
  return undefined;
}
