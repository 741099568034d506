import { useEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { useUrlFilters } from './use-url-filters';

afterEach(cleanup);

let filters: ReturnType<typeof useUrlFilters<'q'>> | null = null;

function Probe() {
  const own = useUrlFilters(['q']);
  useEffect(() => {
    filters = own;
  });
  const location = useLocation();
  return <output data-testid="search">{location.search}</output>;
}

describe('useUrlFilters', () => {
  it('keeps both of two changes made before the page re-renders', () => {
    render(
      <MemoryRouter initialEntries={['/rounds?offset=50']}>
        <Probe />
      </MemoryRouter>,
    );
    act(() => {
      filters?.change({ game: 'lucky-reels' });
      filters?.change({ status: 'settled' });
    });
    const search = new URLSearchParams(screen.getByTestId('search').textContent ?? '');
    expect(search.get('game')).toBe('lucky-reels');
    expect(search.get('status')).toBe('settled');
    expect(search.has('offset')).toBe(false);
  });

  it('goes back to the first page on a filter, not on paging', () => {
    render(
      <MemoryRouter initialEntries={['/rounds?game=slot']}>
        <Probe />
      </MemoryRouter>,
    );
    act(() => filters?.change({ offset: '100' }));
    expect(screen.getByTestId('search').textContent).toBe('?game=slot&offset=100');
    act(() => filters?.change({ game: undefined }));
    expect(screen.getByTestId('search').textContent).toBe('');
  });
});
