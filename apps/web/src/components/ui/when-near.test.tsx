import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { WhenNear } from './when-near';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

type Callback = (entries: { isIntersecting: boolean }[]) => void;

describe('a section that waits to be near the viewport', () => {
  it('shows a placeholder of its height, then its children once near', () => {
    let notify: Callback = () => undefined;
    const observe = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: Callback) {
          notify = callback;
        }
        observe = observe;
        disconnect = vi.fn();
      },
    );
    const { container } = render(
      <WhenNear minHeight="20rem">
        <p>Casino rails</p>
      </WhenNear>,
    );
    expect(screen.queryByText('Casino rails')).toBeNull();
    expect((container.firstChild as HTMLElement).style.minHeight).toBe('20rem');
    expect(observe).toHaveBeenCalledTimes(1);
    act(() => notify([{ isIntersecting: false }]));
    expect(screen.queryByText('Casino rails')).toBeNull();
    act(() => notify([{ isIntersecting: true }]));
    expect(screen.getByText('Casino rails')).toBeTruthy();
  });

  it('shows its children at once without IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(
      <WhenNear minHeight="20rem">
        <p>Casino rails</p>
      </WhenNear>,
    );
    expect(screen.getByText('Casino rails')).toBeTruthy();
  });
});
