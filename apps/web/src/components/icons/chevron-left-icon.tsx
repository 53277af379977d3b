/** A bold chevron pointing left: the previous photo (BackIcon is the chat's rounder one). */
export function ChevronLeftIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-5"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
    >
      <path d="m15 5-7 7 7 7" />
    </svg>
  );
}
