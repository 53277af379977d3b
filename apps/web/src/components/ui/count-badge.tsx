import { cn } from './cn';

/**
 * The amber count on a nav icon or the chat button (unread, wishlisted). `overlay` pins it to the icon's corner, so
 * the control keeps its width whatever the count and the phone's bar stays the same size; otherwise it follows the
 * label. Above 99 it reads "99+". Hidden from screen readers: the control's own name says the count.
 */
export function CountBadge({ count, overlay = false }: { count: number; overlay?: boolean }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'min-w-6 rounded-full bg-amber-400 px-1.5 text-center text-sm leading-6 font-bold text-stone-900',
        overlay && 'pointer-events-none absolute -top-0.5 -right-0.5 min-w-5 px-1 text-xs leading-5',
      )}
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}
