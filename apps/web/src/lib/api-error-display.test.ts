import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { displayApiError, pageActions } from './api-error-display';
import { dialog, type DialogOptions } from './dialogs';
import { ApiError } from './api-error';
import { apiRequest, configureErrorDisplay, configureHttp, showApiError } from './http';
import { applyLanguage } from './i18n';
import { closeAllNotifications, getNotifications } from './notify';

const resetSession = vi.fn<() => void>();
configureHttp({ resetSession: () => resetSession() });

describe('displayApiError', () => {
  beforeEach(() => {
    applyLanguage('en_US');
    resetSession.mockReset();
  });
  afterEach(() => {
    closeAllNotifications();
    dialog.close();
    vi.restoreAllMocks();
  });

  it('shows the messages as an error notification titled "Error"', async () => {
    const error = new ApiError(422, { code: 'BAD_REQUEST', response: ['First', 'Second'] });
    await displayApiError(error);
    expect(getNotifications()).toEqual([
      expect.objectContaining({ type: 'error', title: 'Error', messages: ['First', 'Second'] }),
    ]);
  });

  it('opens a dark alert with an error icon when the server says type: alert', async () => {
    const fire = vi.spyOn(dialog, 'fire');
    const error = new ApiError(403, {
      code: 'USER_BLOCKED',
      type: 'alert',
      response: ['User blocked'],
    });
    const shown = displayApiError(error);
    expect(fire).toHaveBeenCalledTimes(1);
    const options = fire.mock.calls[0]?.[0] as DialogOptions;
    expect(options).toMatchObject({
      title: 'Error',
      text: ['User blocked'],
      icon: 'error',
      theme: 'dark',
    });
    // The default confirm button is the translated OK.
    expect(options.confirmButtonText).toBeUndefined();
    expect(getNotifications()).toHaveLength(0);
    dialog.close();
    await shown;
  });

  it('says a failed connection in its own words', async () => {
    const error = new ApiError(0, { code: 'NETWORK', response: ['The site could not start.'] });
    await displayApiError(error);
    expect(getNotifications()).toEqual([
      expect.objectContaining({
        type: 'error',
        messages: ['No connection to the server. Check your connection and try again.'],
      }),
    ]);
  });

  it('reloads the page on "Unauthenticated." and shows nothing', async () => {
    const reload = vi.spyOn(pageActions, 'reload').mockImplementation(() => undefined);
    const error = new ApiError(401, { code: 'UNAUTHENTICATED', response: ['Unauthenticated.'] });
    await displayApiError(error);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(getNotifications()).toHaveLength(0);
  });
});

describe('showApiError', () => {
  afterEach(() => {
    closeAllNotifications();
    configureErrorDisplay({ resetSessionOn401: false });
    resetSession.mockReset();
  });

  it('resets the session on a 401 only when configured', async () => {
    const error = new ApiError(401, { code: 'UNAUTHENTICATED', response: ['Nope'] });
    await showApiError(error);
    expect(resetSession).not.toHaveBeenCalled();
    configureErrorDisplay({ resetSessionOn401: true });
    await showApiError(error);
    expect(resetSession).toHaveBeenCalledTimes(1);
    await showApiError(new ApiError(403, { code: 'FORBIDDEN', response: ['No'] }));
    expect(resetSession).toHaveBeenCalledTimes(1);
  });
});

describe('apiRequest error display', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    applyLanguage('en_US');
    resetSession.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    fetchMock.mockImplementation(() =>
      Promise.resolve(
        Response.json(
          { response: ['You must login to access this url'], code: 'LOGIN_REQUIRED' },
          { status: 401 },
        ),
      ),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    closeAllNotifications();
    configureErrorDisplay({ resetSessionOn401: false });
    resetSession.mockReset();
  });

  it('shows a failed call by default, and the caller still gets the error', async () => {
    await expect(apiRequest('POST', '/things')).rejects.toBeInstanceOf(ApiError);
    await vi.waitFor(() =>
      expect(getNotifications()).toEqual([
        expect.objectContaining({ messages: ['You must login to access this url'] }),
      ]),
    );
    expect(resetSession).not.toHaveBeenCalled();
  });

  it('resets the session on a 401 once configured', async () => {
    configureErrorDisplay({ resetSessionOn401: true });
    await expect(apiRequest('POST', '/things')).rejects.toBeInstanceOf(ApiError);
    await vi.waitFor(() => expect(resetSession).toHaveBeenCalledTimes(1));
  });

  it('stays quiet for callers that show errors in their own form', async () => {
    await expect(apiRequest('POST', '/auth/login', { showErrors: false })).rejects.toBeInstanceOf(
      ApiError,
    );
    // Give a dynamic import time to happen, were it (wrongly) started.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getNotifications()).toHaveLength(0);
  });
});
