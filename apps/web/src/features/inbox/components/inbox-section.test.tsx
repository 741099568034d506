import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InboxMessage } from '@tribuna/contracts/inbox';
import { configureHttp } from '../../../lib/http';
import { applyLanguage, i18n } from '../../../lib/i18n';
import { bindLiveHub } from '../../../lib/live-hub';
import { resetSession, startSession, validToken } from '../../../lib/session';
import { testPlayer } from '../../../lib/test-player';
import { HeaderInbox } from './header-inbox';
import { InboxSection } from './inbox-section';

const fetchMock = vi.fn<typeof fetch>();
const urlOf = (input: Parameters<typeof fetch>[0] | undefined) =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : (input?.url ?? '');

function message(id: string, title: string, read: boolean): InboxMessage {
  return {
    id,
    kind: 'system',
    title,
    body: `${title}: the whole text.`,
    created_at: '2026-11-27T15:00:00.000Z',
    read,
  };
}

/** The API as the server keeps it: the messages, their read marks and deletions. */
function stubInbox(messages: InboxMessage[]) {
  const unread = () => messages.filter((m) => !m.read).length;
  fetchMock.mockImplementation((input, init) => {
    const url = new URL(urlOf(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const ok = (response: unknown) => Promise.resolve(Response.json({ response }));
    if (url.pathname === '/api/auth/user') {
      return Promise.resolve(Response.json({ user: testPlayer() }));
    }
    if (url.pathname === '/api/inbox/unread') return ok({ unread: unread() });
    if (url.pathname === '/api/inbox/messages' && method === 'GET') {
      const items = messages.filter((m) => url.searchParams.get('unread') !== 'true' || !m.read);
      return ok({ items, total: items.length, has_more: false, unread: unread() });
    }
    if (url.pathname === '/api/inbox/read-all') {
      for (const m of messages) m.read = true;
      return ok({ unread: 0 });
    }
    const read = /^\/api\/inbox\/messages\/([^/]+)\/read$/.exec(url.pathname);
    const found = messages.find((m) => m.id === (read?.[1] ?? url.pathname.split('/').pop()));
    if (found && read) {
      found.read = true;
      return ok({ unread: unread() });
    }
    if (found && method === 'DELETE') {
      messages.splice(messages.indexOf(found), 1);
      return ok({ unread: unread() });
    }
    return Promise.resolve(
      Response.json({ response: ['Not found'], code: 'NOT_FOUND' }, { status: 404 }),
    );
  });
}

function renderInbox() {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <HeaderInbox messagesPath="/profile/messages" />
          <InboxSection timeZone="America/Argentina/Buenos_Aires" />
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

describe('the inbox', () => {
  beforeEach(async () => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    stubInbox([]);
    applyLanguage('en_US');
    configureHttp({ token: validToken });
    await startSession({
      token: 'token',
      token_type: 'Bearer',
      expires_in: 900,
      refresh_expires_in: 3600,
    });
  });
  afterEach(() => {
    cleanup();
    resetSession({ clearServerCookie: false });
    vi.unstubAllGlobals();
  });

  it('says when there is nothing, and shows no count', async () => {
    renderInbox();
    expect((await screen.findByTestId('inbox-empty')).textContent).toContain(
      'You have no messages yet.',
    );
    expect(screen.queryByTestId('header-inbox-count')).toBeNull();
  });

  it('opens a message (read), deletes one, marks all read; the header count follows', async () => {
    stubInbox([
      message('m1', 'Deposit approved', false),
      message('m2', 'You have a new bonus', false),
      message('m3', 'Limit changed', true),
    ]);
    renderInbox();
    const bell = await screen.findByTestId('header-inbox');
    await waitFor(() => expect(bell.getAttribute('aria-label')).toBe('Messages, 2 unread'));
    const rows = await screen.findAllByTestId('inbox-message');
    expect(rows).toHaveLength(3);
    const first = rows[0];
    if (!first) throw new Error('no row');
    const open = within(first).getByRole('button', { name: /^Unread Deposit approved/ });
    expect(open.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(open);
    expect(open.getAttribute('aria-expanded')).toBe('true');
    expect(within(first).getByText('Deposit approved: the whole text.')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('header-inbox-count').textContent).toBe('1'));

    fireEvent.click(screen.getByRole('button', { name: 'Delete "Limit changed"' }));
    await waitFor(() => expect(screen.getAllByTestId('inbox-message')).toHaveLength(2));

    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.queryByTestId('header-inbox-count')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Unread' }));
    expect((await screen.findByTestId('inbox-empty')).textContent).toContain(
      'You have read all your messages.',
    );
  });

  it('takes the count and the new message from the live channel, without a reload', async () => {
    const messages = [message('m1', 'Deposit approved', true)];
    stubInbox(messages);
    renderInbox();
    await screen.findAllByTestId('inbox-message');
    expect(screen.queryByTestId('header-inbox-count')).toBeNull();
    const hub = bindLiveHub({ send: () => true });
    messages.unshift(message('m2', 'Withdrawal paid', false));
    act(() =>
      hub.receive({
        type: 'event',
        topic: 'player:p1',
        event: { type: 'inbox.changed', data: { unread: 1 } },
      }),
    );
    expect((await screen.findByTestId('header-inbox-count')).textContent).toBe('1');
    expect(await screen.findByText('Withdrawal paid')).toBeTruthy();
    hub.unbind();
  });
});
