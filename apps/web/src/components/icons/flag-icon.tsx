/** A flag: report. */
export function FlagIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-4"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M5 21V4h11l-2 4 2 4H5" strokeLinejoin="round" />
    </svg>
  );
}
