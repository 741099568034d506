import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders its children once their place comes near the viewport (or at once where the
 * browser has no IntersectionObserver). A lazy section below the fold then fetches its
 * code when the visitor scrolls towards it, not with the first page (decision 0013).
 */
export function WhenNear({
  children,
  margin = '300px',
  minHeight,
}: {
  children: ReactNode;
  /** How far outside the viewport it starts (a CSS margin). */
  margin?: string;
  /** The placeholder's height, so the page below keeps its place until then. */
  minHeight: string;
}) {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const placeholder = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = placeholder.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  if (near) return <>{children}</>;
  return <div ref={placeholder} style={{ minHeight }} aria-hidden="true" />;
}
