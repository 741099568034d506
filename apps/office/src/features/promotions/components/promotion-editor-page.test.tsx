import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { configureValidationMessages } from '@tribuna/contracts/validation';
import { i18n, initI18n } from '../../../lib/i18n';
import { PromotionEditorPage } from './promotion-editor-page';

beforeAll(async () => {
  configureValidationMessages();
  await initI18n('en_US');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

interface Sent {
  method: string;
  path: string;
  body: unknown;
}

/** The API's answers: a POST gets `answer`, anything else a 404. */
function stubApi(answer: (body: unknown) => Response): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal('fetch', (input: string, init: RequestInit = {}) => {
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    sent.push({
      method: init.method ?? 'GET',
      path: new URL(input, 'http://o.test').pathname,
      body,
    });
    if (init.method === 'POST') return Promise.resolve(answer(body));
    return Promise.resolve(
      Response.json({ response: ['Not found'], code: 'NOT_FOUND' }, { status: 404 }),
    );
  });
  return sent;
}

function renderEditor() {
  render(
    <QueryClientProvider
      client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={['/promotions/new']}>
          <Routes>
            <Route path="/promotions/new" element={<PromotionEditorPage />} />
            <Route path="*" element={null} />
          </Routes>
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

function errorOf(label: string): string | null {
  const input = screen.getByLabelText(label);
  const id = input
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((d) => d.endsWith('-error'));
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });

describe('the promotion editor', () => {
  it('previews the card and the page in the chosen language as staff type', () => {
    stubApi(() => new Response(null, { status: 500 }));
    renderEditor();
    const preview = () => screen.getByTestId('promotion-preview');
    expect(screen.getByText(/Nothing written in this language/)).toBeTruthy();

    type('Title', 'Summer cup');
    type('Summary', 'Bet on the summer cup.');
    type('Text', '## How\n- Bet\n\n<b>bold?</b>');
    expect(within(preview()).getAllByText('Summer cup')).toHaveLength(2);
    expect(within(preview()).getByRole('heading', { name: 'How' })).toBeTruthy();
    expect(within(preview()).getByText('<b>bold?</b>')).toBeTruthy();
    // The site's own words, in the preview's language.
    expect(within(preview()).getAllByText('Go')).toHaveLength(2);
    type('Button', 'bonus');
    type('Bonus code', 'summer');
    expect(within(preview()).getByText('SUMMER')).toBeTruthy();
    expect(within(preview()).getAllByText('Claim')).toHaveLength(2);

    type('Language of the preview', 'es_ES');
    expect(screen.getByText(/Nothing written in this language/)).toBeTruthy();
    type('Title', 'Copa de verano');
    expect(within(preview()).getAllByText('Reclamar')).toHaveLength(2);
    expect(within(preview()).getByText('Sin fecha de fin')).toBeTruthy();
  });

  it("shows the contract's and the server's refusals next to their fields", async () => {
    const sent = stubApi(() =>
      Response.json(
        {
          response: ["This brand's jurisdiction does not allow bonuses."],
          code: 'CONFLICT',
          fields: { type: ["This brand's jurisdiction does not allow bonuses."] },
        },
        { status: 409 },
      ),
    );
    renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('The title is required in at least one language.')).toBeTruthy();

    type('Title', 'Summer cup');
    type('Button', 'bonus');
    type('Bonus code', 'summer');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(errorOf('Button')).toBe('Only a bonus promotion can claim a bonus.');
    expect(sent.filter((call) => call.method === 'POST')).toHaveLength(0);

    type('Type', 'bonus');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(errorOf('Type')).toBe("This brand's jurisdiction does not allow bonuses."),
    );
    const [post] = sent.filter((call) => call.method === 'POST');
    expect(post?.path).toBe('/api/office/promotions');
    expect(post?.body).toMatchObject({
      type: 'bonus',
      cta: { kind: 'bonus', code: 'SUMMER' },
      translations: { en_US: { title: 'Summer cup' } },
    });
  });
});
