import { StrokeIcon } from './stroke-icon';

/** A bold chevron pointing right: the next photo. */
export function ChevronRightIcon() {
  return (
    <StrokeIcon className="size-5" strokeWidth="2.5">
      <path d="m9 5 7 7-7 7" />
    </StrokeIcon>
  );
}
