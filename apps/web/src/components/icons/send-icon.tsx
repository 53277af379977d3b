/** A paper plane: send. */
export function SendIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-5"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M4 12 20 4l-6 16-3-7-7-1Z" strokeLinejoin="round" />
    </svg>
  );
}
