import { StrokeIcon } from './stroke-icon';

/** A round-jointed map pin: places near you (PinIcon is the sharp-pointed one of listings). */
export function PlaceIcon({ className }: { className: string }) {
  return (
    <StrokeIcon className={className} strokeLinecap="round" strokeLinejoin="round">
      <path d="M12 21s-6-5.4-6-11a6 6 0 0 1 12 0c0 5.6-6 11-6 11Zm0-9a2 2 0 1 0 0-4 2 2 0 0 0 0 4Z" />
    </StrokeIcon>
  );
}
