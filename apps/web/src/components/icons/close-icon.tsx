import { StrokeIcon } from './stroke-icon';

/** A round-ended cross: closes the chat or a photo shown full screen. */
export function CloseIcon() {
  return (
    <StrokeIcon className="size-6" strokeWidth="2.2">
      <path d="M6 6l12 12M18 6 6 18" strokeLinecap="round" />
    </StrokeIcon>
  );
}
