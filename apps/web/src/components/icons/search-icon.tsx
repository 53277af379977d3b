/** The magnifier of every search button and box (nav, home search bar, search form). */
export function SearchIcon({ strokeWidth = 2 }: { strokeWidth?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-5"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
    >
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-4-4" />
    </svg>
  );
}
