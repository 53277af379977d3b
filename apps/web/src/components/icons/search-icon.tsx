import { StrokeIcon } from './stroke-icon';

/** The magnifier of every search button and box (nav, home search bar, search form). */
export function SearchIcon({ strokeWidth = 2 }: { strokeWidth?: number }) {
  return (
    <StrokeIcon className="size-5" strokeWidth={strokeWidth}>
      <circle cx="11" cy="11" r="7" />
      <path d="m20 20-4-4" />
    </StrokeIcon>
  );
}
