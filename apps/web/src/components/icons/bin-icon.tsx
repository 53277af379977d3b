import { StrokeIcon } from './stroke-icon';

/** A slightly narrower bin than TrashIcon, with square line ends: delete a saved search. */
export function BinIcon() {
  return (
    <StrokeIcon className="size-5">
      <path d="M5 7h14M10 11v6M14 11v6M6 7l1 12h10l1-12M9 7V4h6v3" strokeLinejoin="round" />
    </StrokeIcon>
  );
}
