import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { setBrandTimeZone } from '../../../lib/format';
import { initI18n } from '../../../lib/i18n';
import { BreaksPage } from './breaks-page';
import { officeBreak } from './compliance-fixture';
import { fakeFetch, plainText, renderScreen } from '../../../test/screen-test-support';

beforeAll(async () => {
  await initI18n('en_US');
  setBrandTimeZone('America/Argentina/Buenos_Aires');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the breaks of the compliance desk', () => {
  it('lists the breaks in force: player, kind, length, start and end, or never', async () => {
    const fake = fakeFetch((call) =>
      call.path === '/api/office/responsible/breaks'
        ? {
            breaks: [
              officeBreak(),
              officeBreak({
                id: 'break-2',
                username: 'bruno',
                kind: 'self_exclusion',
                length: 'permanent',
                ends_at: null,
              }),
            ],
          }
        : undefined,
    );
    vi.stubGlobal('fetch', vi.fn(fake.fetch));
    renderScreen(<BreaksPage />, { url: '/compliance/breaks', path: '/compliance/breaks' });
    const cells = (id: string) =>
      within(screen.getByTestId(id)).getAllByRole('cell').map(plainText);
    await screen.findByTestId('break-break-2');
    expect(cells('break-break-1')).toEqual([
      'ana',
      'Time-out',
      '7 days',
      'Nov 20, 2026, 12:30 PM',
      'Nov 27, 2026, 12:30 PM',
    ]);
    expect(cells('break-break-2')).toEqual([
      'bruno',
      'Self-exclusion',
      'Permanent',
      'Nov 20, 2026, 12:30 PM',
      'Never (permanent)',
    ]);
    // Nobody may end a break: there is nothing to press.
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});
