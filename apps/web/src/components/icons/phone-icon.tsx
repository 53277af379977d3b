import { StrokeIcon } from './stroke-icon';

/** A handset (Call links and buttons). */
export function PhoneIcon({ className }: { className?: string }) {
  return (
    <StrokeIcon className={className}>
      <path
        d="M5 4h3l2 5-2.5 1.5a11 11 0 0 0 6 6L15 14l5 2v3a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2Z"
        strokeLinejoin="round"
      />
    </StrokeIcon>
  );
}
