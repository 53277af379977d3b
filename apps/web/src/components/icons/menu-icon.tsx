import { StrokeIcon } from './stroke-icon';

/** The phone menu's button: three lines, a cross while the menu is open. */
export function MenuIcon({ open }: { open: boolean }) {
  return (
    <StrokeIcon className="size-6" strokeWidth="2.2">
      {open ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
    </StrokeIcon>
  );
}
