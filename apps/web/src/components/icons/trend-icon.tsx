import { StrokeIcon } from './stroke-icon';

/** A line rising to an arrow: prices and the market. */
export function TrendIcon({ className }: { className: string }) {
  return (
    <StrokeIcon className={className} strokeLinecap="round" strokeLinejoin="round">
      <path d="M4 18 10 12l4 4 6-8M14 8h6v6" />
    </StrokeIcon>
  );
}
