/**
 * One of the site's icons (`icon-set.ts`) in the text's colour, so it costs no request and
 * follows the brand's colours. Decorative by default (the control it sits in carries the
 * name); given a `label`, an icon is an image of its own.
 */
export function Icon({ path, label }: { path: string; label?: string }) {
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
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <path d={path} />
    </svg>
  );
}
