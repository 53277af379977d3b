import { StrokeIcon } from './stroke-icon';

/** A bell: notifications and alerts. */
export function BellIcon() {
  return (
    <StrokeIcon className="size-5">
      <path d="M6 9a6 6 0 0 1 12 0c0 6 2.5 7.5 2.5 7.5h-17S6 15 6 9Z" strokeLinejoin="round" />
      <path d="M10 20a2 2 0 0 0 4 0" strokeLinecap="round" />
    </StrokeIcon>
  );
}
