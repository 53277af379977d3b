import { StrokeIcon } from './stroke-icon';

/** A triangle with an exclamation mark: take care. */
export function WarningIcon() {
  return (
    <StrokeIcon className="mt-0.5 size-4 shrink-0">
      <path d="M12 3 2 20h20L12 3Z" strokeLinejoin="round" />
      <path d="M12 10v4M12 17v.5" strokeLinecap="round" />
    </StrokeIcon>
  );
}
