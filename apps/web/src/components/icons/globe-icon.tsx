import { StrokeIcon } from './stroke-icon';

/** A globe: the language picker. */
export function GlobeIcon() {
  return (
    <StrokeIcon className="size-5 shrink-0">
      <circle cx="12" cy="12" r="9" />
      <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3Z" />
    </StrokeIcon>
  );
}
