import { redirect, type LoaderFunctionArgs } from 'react-router';
import { getSession, rememberTarget } from '../lib/session';
import { startUp } from './start-up';

export async function rootLoader(): Promise<null> {
  await startUp();
  return null;
}

/** Login, register and password reset: a logged-in player goes home. */
export async function guestOnly(): Promise<Response | null> {
  await startUp();
  return getSession().loggedIn ? redirect('/') : null;
}

/** Player-only pages: a guest goes to log in, and comes back here afterwards. */
export async function loginRequired({ request }: LoaderFunctionArgs): Promise<Response | null> {
  await startUp();
  if (getSession().loggedIn) return null;
  const url = new URL(request.url);
  rememberTarget(url.pathname + url.search);
  return redirect('/login');
}

/**
 * Home: a guest goes to log in when the brand's accounts are managed elsewhere
 * (`pam_type` not 2) or when it has a landing (spec §4, product.md item 3).
 */
export async function homeGuard(): Promise<Response | null> {
  const configuration = await startUp();
  if (getSession().loggedIn) return null;
  if (Number(configuration.pam_type) !== 2 || configuration.landing) return redirect('/login');
  return null;
}
