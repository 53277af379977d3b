/** A clipboard with lines: buyers' requests. */
export function ClipboardIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-5"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinejoin="round"
    >
      <path d="M9 4h6v3H9zM7 5H5v15h14V5h-2M8 11h8M8 15h5" />
    </svg>
  );
}
