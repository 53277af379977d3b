import { StrokeIcon } from './stroke-icon';

/** A loudspeaker with sound waves: read aloud. */
export function SpeakerIcon() {
  return (
    <StrokeIcon className="size-5">
      <path d="M4 9v6h4l5 4V5L8 9H4z" strokeLinejoin="round" />
      <path d="M16 8.5a5 5 0 0 1 0 7M18.5 6a8.5 8.5 0 0 1 0 12" strokeLinecap="round" />
    </StrokeIcon>
  );
}
