/** A line rising to an arrow: prices and the market. */
export function TrendIcon({ className }: { className: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={className}
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M4 18 10 12l4 4 6-8M14 8h6v6" />
    </svg>
  );
}
