import * as set from './icon-set';

export type IconName = keyof typeof set;

/** Every icon by its name (its export in `icon-set.ts`), as the icons page lists them. */
export const ICONS: Readonly<Record<IconName, string>> = set;
