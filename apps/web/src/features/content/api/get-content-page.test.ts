import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-error';

const display = vi.hoisted(() => ({ displayApiError: vi.fn(() => Promise.resolve()) }));
// The global display (notifications, dialogs) is watched, not the call under test.
vi.mock('../../../lib/api-error-display', () => display);

const { ContentPageError, getContentPage } = await import('./get-content-page');

describe('getContentPage errors are shown once', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    display.displayApiError.mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('a missing page is left to the page, with the server’s words, and not shown globally', async () => {
    fetchMock.mockResolvedValue(
      Response.json({ response: ['No content yet.'], code: 'NOT_FOUND' }, { status: 404 }),
    );
    const error: unknown = await getContentPage('terms', 'en_US').catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).messages).toEqual(['No content yet.']);
    await Promise.resolve();
    expect(display.displayApiError).not.toHaveBeenCalled();
  });

  it('any other failure is shown globally once, and the page gets no messages to repeat', async () => {
    fetchMock.mockResolvedValue(
      Response.json({ response: ['Something is wrong'], code: 'BAD_REQUEST' }, { status: 422 }),
    );
    const error: unknown = await getContentPage('terms', 'en_US').catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ContentPageError);
    expect(error).not.toBeInstanceOf(ApiError);
    await vi.waitFor(() => expect(display.displayApiError).toHaveBeenCalledTimes(1));
    const shown = display.displayApiError.mock.calls[0] as unknown[];
    expect((shown[0] as ApiError).messages).toEqual(['Something is wrong']);
  });
});
