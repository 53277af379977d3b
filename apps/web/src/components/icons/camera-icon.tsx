import { StrokeIcon } from './stroke-icon';

/** A camera: add a photo. */
export function CameraIcon() {
  return (
    <StrokeIcon className="size-6">
      <path d="M4 8h3l1.5-2.5h7L17 8h3v11H4V8Z" strokeLinejoin="round" />
      <circle cx="12" cy="13" r="3.5" />
    </StrokeIcon>
  );
}
