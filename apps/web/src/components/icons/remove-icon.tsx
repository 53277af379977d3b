import { StrokeIcon } from './stroke-icon';

/** A small round-ended cross inside a chip: takes the chip away. */
export function RemoveIcon() {
  return (
    <StrokeIcon className="size-5 shrink-0">
      <path d="M7 7l10 10M17 7 7 17" strokeLinecap="round" />
    </StrokeIcon>
  );
}
