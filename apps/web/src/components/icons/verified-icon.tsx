import { StrokeIcon } from './stroke-icon';

/** A shield with a tick: the phone number is verified. */
export function VerifiedIcon({ className = 'size-4' }: { className?: string }) {
  return (
    <StrokeIcon className={className} strokeLinecap="round" strokeLinejoin="round">
      <path d="M12 3l7 3v5c0 4.5-3 8.5-7 10-4-1.5-7-5.5-7-10V6zM9 12l2 2 4-4" />
    </StrokeIcon>
  );
}
