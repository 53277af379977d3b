import { StrokeIcon } from './stroke-icon';

/** A flag: report. */
export function FlagIcon() {
  return (
    <StrokeIcon className="size-4">
      <path d="M5 21V4h11l-2 4 2 4H5" strokeLinejoin="round" />
    </StrokeIcon>
  );
}
