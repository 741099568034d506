import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The rules every page of ours must pass: WCAG 2.1 A and AA. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The page's accessibility violations, one line each (`rule: targets`), so a failing
 * `expect(...).toEqual([])` names what to fix. `exclude` skips parts that are not ours
 * (a third party's frame).
 */
export async function axeViolations(
  page: Page,
  options: { exclude?: string[] } = {},
): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(TAGS);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const result = await builder.analyze();
  return result.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')}`).join(', ')}`,
  );
}
