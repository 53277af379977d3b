import { StrokeIcon } from './stroke-icon';

/** A circle in cross-hairs: the phone's own location. */
export function LocateIcon() {
  return (
    <StrokeIcon className="size-5">
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v3m0 14v3M2 12h3m14 0h3" />
    </StrokeIcon>
  );
}
