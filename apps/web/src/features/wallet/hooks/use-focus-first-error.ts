import { useEffect, type RefObject } from 'react';

/**
 * After a refused submit, focus goes to the first field marked invalid (or the alert
 * above the form), so keyboard and screen-reader users land on what to fix.
 */
export function useFocusFirstError(
  form: RefObject<HTMLFormElement | null>,
  errors: Record<string, string[]>,
  alert: string[],
): void {
  useEffect(() => {
    const root = form.current;
    if (!root || (Object.keys(errors).length === 0 && alert.length === 0)) return;
    const target =
      root.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      root.querySelector<HTMLElement>('[role="alert"]');
    if (target && target.tabIndex < 0 && !target.matches('input, select, textarea, button')) {
      target.tabIndex = -1;
    }
    target?.focus();
  }, [form, errors, alert]);
}
