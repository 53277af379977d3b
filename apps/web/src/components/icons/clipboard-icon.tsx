import { StrokeIcon } from './stroke-icon';

/** A clipboard with lines: buyers' requests. */
export function ClipboardIcon() {
  return (
    <StrokeIcon className="size-5" strokeLinejoin="round">
      <path d="M9 4h6v3H9zM7 5H5v15h14V5h-2M8 11h8M8 15h5" />
    </StrokeIcon>
  );
}
