import { useEffect } from 'react';
import type { Configurations } from '@tribuna/contracts/configurations';

type Colours = Configurations['colors'];

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Black or white, whichever reads better on `background` (WCAG contrast). */
export function readableOn(background: string): '#000000' | '#ffffff' {
  const l = luminance(background);
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? '#000000' : '#ffffff';
}

/** The brand's colours as CSS variables, its theme, favicon and name on the page. */
export function applyBrandTheme(configuration: Configurations, root: HTMLElement): void {
  const colours: Colours = configuration.colors;
  const variables: Record<string, string> = {
    '--color-primary': colours.primary,
    '--color-on-primary': readableOn(colours.primary),
    '--color-secondary': colours.secondary,
    '--color-on-secondary': readableOn(colours.secondary),
    '--color-background': colours.background,
    '--color-surface': colours.surface,
    '--color-text': colours.text,
  };
  for (const [name, value] of Object.entries(variables)) root.style.setProperty(name, value);
  root.dataset.theme = configuration.theme;
  root.style.colorScheme = configuration.theme;

  const icon = configuration.logos.favicon.light;
  let link = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
  if (!link) {
    link = document.createElement('link');
    link.rel = 'icon';
    document.head.append(link);
  }
  if (link.getAttribute('href') !== icon) link.href = icon;
}

export function useBrandTheme(configuration: Configurations | undefined): void {
  useEffect(() => {
    if (configuration) applyBrandTheme(configuration, document.documentElement);
  }, [configuration]);
}
