import { StrokeIcon } from './stroke-icon';

/** A cross in a circle: empties a box (a search), where a plain cross closes a sheet or the chat. */
export function ClearIcon() {
  return (
    <StrokeIcon className="size-6" strokeWidth="2">
      <circle cx="12" cy="12" r="9" />
      <path d="M9 9l6 6M15 9l-6 6" strokeLinecap="round" />
    </StrokeIcon>
  );
}
