import { StrokeIcon } from './stroke-icon';

/** A paper plane: send. */
export function SendIcon() {
  return (
    <StrokeIcon className="size-5">
      <path d="M4 12 20 4l-6 16-3-7-7-1Z" strokeLinejoin="round" />
    </StrokeIcon>
  );
}
