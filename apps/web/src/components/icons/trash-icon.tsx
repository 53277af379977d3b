import { StrokeIcon } from './stroke-icon';

/** A bin: throw away (a voice note being recorded). */
export function TrashIcon() {
  return (
    <StrokeIcon className="size-6">
      <path
        d="M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </StrokeIcon>
  );
}
