import { StrokeIcon } from './stroke-icon';

/** A bold chevron pointing left: the previous photo (BackIcon is the chat's rounder one). */
export function ChevronLeftIcon() {
  return (
    <StrokeIcon className="size-5" strokeWidth="2.5">
      <path d="m15 5-7 7 7 7" />
    </StrokeIcon>
  );
}
