import { StrokeIcon } from './stroke-icon';

/** Three narrowing lines: filters. */
export function FilterIcon() {
  return (
    <StrokeIcon className="size-5 shrink-0">
      <path d="M4 6h16M7 12h10M10 18h4" strokeLinecap="round" />
    </StrokeIcon>
  );
}
