import { useState } from 'react';

interface GameArtProps {
  src: string;
  /** Shown, by its initials, when the image cannot be loaded. */
  name: string;
  width: number;
  height: number;
  className: string;
  eager?: boolean;
}

function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter((word) => /^\p{Lu}/u.test(word))
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join('');
}

/**
 * A game's or banner's artwork, decorative (the name is said beside it), with its box
 * set so nothing moves when it arrives; a missing image leaves the initials instead of
 * the browser's broken-image icon.
 */
export function GameArt({ src, name, width, height, className, eager = false }: GameArtProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === src) {
    return (
      <div className={`${className} game-art--missing`} aria-hidden="true">
        {initialsOf(name) || name.charAt(0)}
      </div>
    );
  }
  return (
    <img
      className={className}
      src={src}
      alt=""
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  );
}
