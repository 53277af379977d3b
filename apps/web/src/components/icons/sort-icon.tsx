import { StrokeIcon } from './stroke-icon';

/** Arrows up and down: the order of a list. */
export function SortIcon() {
  return (
    <StrokeIcon className="pointer-events-none size-5 shrink-0">
      <path
        d="M7 4v16m0 0-3-3m3 3 3-3M17 20V4m0 0-3 3m3-3 3 3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </StrokeIcon>
  );
}
