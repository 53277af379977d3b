/** A bold chevron pointing right: the next photo. */
export function ChevronRightIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-5"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
    >
      <path d="m9 5 7 7-7 7" />
    </svg>
  );
}
