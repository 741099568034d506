import { QueryClient } from '@tanstack/react-query';
import { within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import type { User } from '@tribuna/contracts/auth';
import { renderPage } from '../../lib/test-support';
import { testPlayer as testPlayerOf } from '../../lib/test-player';

/** The demo player of the casino's tests. */
export const testPlayer: User = testPlayerOf();

export interface Call {
  method: string;
  /** Path and query, as the page asked. */
  url: string;
  body: unknown;
}

type Answer = (call: Call) => Response | Promise<Response> | undefined;

/**
 * Stubs the network (`fetch`) with the API's answers as `answer` gives them; anything it
 * does not answer is a 404 envelope. Answers the calls made, in order.
 */
export function stubApi(answer: Answer): Call[] {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const raw = init?.body;
    const call: Call = {
      method: init?.method ?? 'GET',
      url,
      body: typeof raw === 'string' ? (JSON.parse(raw) as unknown) : undefined,
    };
    calls.push(call);
    if (url === '/api/auth/user') return Response.json({ user: testPlayer });
    return (
      (await answer(call)) ??
      Response.json({ response: ['Not found'], code: 'NOT_FOUND' }, { status: 404 })
    );
  });
  return calls;
}

/** Renders `page` at `path` (with a stand-in login page), with its own query cache. */
export function renderAt(path: string, page: ReactNode, client = new QueryClient()) {
  return renderPage(path, page, { client });
}

/** Each term of the first definition list in `root` with its value, as a screen reader pairs them. */
export function facts(root: HTMLElement = document.body): Record<string, string> {
  const list = root.querySelector('dl');
  if (!list) throw new Error('no definition list');
  const terms = within(list).getAllByRole('term');
  const values = within(list).getAllByRole('definition');
  return Object.fromEntries(
    terms.map((term, index) => [
      term.textContent ?? '',
      // Intl puts non-breaking spaces in money and percentages; a player sees spaces.
      (values[index]?.textContent ?? '').replace(/\s/g, ' '),
    ]),
  );
}
