import { cleanup, fireEvent, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { GameArt } from './game-art';

describe('GameArt', () => {
  afterEach(cleanup);

  it('keeps its box while loading lazily, and shows the initials when the image is missing', () => {
    const { container, rerender } = render(
      <GameArt
        className="game-tile__image"
        src="/games/missing.svg"
        name="Tesoro del Dragón"
        width={320}
        height={240}
      />,
    );
    const image = container.querySelector('img');
    expect(image?.getAttribute('width')).toBe('320');
    expect(image?.getAttribute('height')).toBe('240');
    expect(image?.getAttribute('loading')).toBe('lazy');
    expect(image?.getAttribute('alt')).toBe('');
    if (!image) throw new Error('no image');
    fireEvent.error(image);
    expect(container.querySelector('img')).toBeNull();
    const fallback = container.querySelector('.game-art--missing');
    expect(fallback?.textContent).toBe('TD');
    expect(fallback?.getAttribute('aria-hidden')).toBe('true');
    // Another image gets its own chance.
    rerender(
      <GameArt
        className="game-tile__image"
        src="/games/cohete.svg"
        name="Cohete"
        width={320}
        height={240}
        eager
      />,
    );
    expect(container.querySelector('img')?.getAttribute('loading')).toBe('eager');
  });
});
