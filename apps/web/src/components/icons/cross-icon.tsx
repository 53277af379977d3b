import { StrokeIcon } from './stroke-icon';

/** A square-ended cross: closes a sheet (CloseIcon is the chat's round-ended one). */
export function CrossIcon() {
  return (
    <StrokeIcon className="size-6">
      <path d="M6 6l12 12M18 6 6 18" />
    </StrokeIcon>
  );
}
