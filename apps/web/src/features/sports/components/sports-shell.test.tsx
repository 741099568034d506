// The partner's page is another site: happy-dom is not to load it.
// @vitest-environment-options { "settings": { "disableIframePageLoading": true } }
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { freshPageEachTest } from '../../../lib/test-support';
import { renderAt, stubApi, TEST_SITE } from '../test-support';
import { SportsHome } from './sports-home';
import { SportsShell } from './sports-shell';

describe('the sports pages of a brand with a partner sportsbook', () => {
  freshPageEachTest();

  it('show the partner in a full frame and never call our sports API', async () => {
    const calls = stubApi(() => undefined);
    renderAt(
      '/sports',
      <SportsShell site={TEST_SITE} partnerUrl="https://partner.example/sports">
        <SportsHome title="Sports" />
      </SportsShell>,
    );
    const frame = await screen.findByTitle('Sportsbook');
    expect(frame.getAttribute('src')).toBe('https://partner.example/sports');
    expect(screen.queryByTestId('bet-slip')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(calls.filter((call) => call.url.startsWith('/api/sports'))).toEqual([]);
  });

  it('show ours, with the slip, without one', async () => {
    const calls = stubApi(() => undefined);
    renderAt(
      '/sports',
      <SportsShell site={TEST_SITE} partnerUrl={null}>
        <SportsHome title="Sports" />
      </SportsShell>,
    );
    expect(await screen.findByTestId('bet-slip')).toBeTruthy();
    expect(screen.queryByTitle('Sportsbook')).toBeNull();
    await vi.waitFor(() =>
      expect(calls.some((call) => call.url.startsWith('/api/sports/events'))).toBe(true),
    );
  });
});
