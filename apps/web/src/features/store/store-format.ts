/** Whole miles in the page's language's grouping ("1,500", "1.500"). */
export function formatMiles(miles: number, language: string): string {
  return new Intl.NumberFormat(language.replace('_', '-'), { maximumFractionDigits: 0 }).format(
    miles,
  );
}
