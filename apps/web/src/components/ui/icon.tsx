/**
 * One of the site's icons (`icon-set.ts`) in the text's colour, so it costs no request and
 * follows the brand's colours. Decorative: the control it sits in carries the name.
 */
export function Icon({ path }: { path: string }) {
  return (
    <svg
      className="icon"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      aria-hidden="true"
    >
      <path d={path} />
    </svg>
  );
}
