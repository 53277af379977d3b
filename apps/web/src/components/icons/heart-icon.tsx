import { StrokeIcon } from './stroke-icon';

/** A heart: the wishlist; `filled` once the listing is in it. */
export function HeartIcon({ className, filled = false }: { className: string; filled?: boolean }) {
  return (
    <StrokeIcon className={className} fill={filled ? 'currentColor' : 'none'}>
      <path d="M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10Z" strokeLinejoin="round" />
    </StrokeIcon>
  );
}
