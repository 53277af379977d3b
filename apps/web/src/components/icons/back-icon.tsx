import { StrokeIcon } from './stroke-icon';

/** A round-ended chevron pointing left: back. */
export function BackIcon() {
  return (
    <StrokeIcon className="size-6" strokeWidth="2.2">
      <path d="M15 5l-7 7 7 7" strokeLinecap="round" strokeLinejoin="round" />
    </StrokeIcon>
  );
}
