import { StrokeIcon } from './stroke-icon';

/** A sharp-pointed map pin: where a listing or a request is (PlaceIcon is the round-jointed one of places near you). */
export function PinIcon({ className = 'mt-0.5 size-4 shrink-0' }: { className?: string }) {
  return (
    <StrokeIcon className={className}>
      <path d="M12 21s-6-5.4-6-11a6 6 0 0 1 12 0c0 5.6-6 11-6 11Z" />
      <circle cx="12" cy="10" r="2" />
    </StrokeIcon>
  );
}
