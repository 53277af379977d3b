import { StrokeIcon } from './stroke-icon';

/** A chevron pointing down: opens more. */
export function ChevronDownIcon() {
  return (
    <StrokeIcon className="size-5 shrink-0">
      <path d="m6 9 6 6 6-6" />
    </StrokeIcon>
  );
}
