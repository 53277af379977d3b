import { useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { cn } from '@/components/ui';
import { MoreIcon } from '@/components/icons';

export interface MenuItem {
  label: ReactNode;
  onSelect: () => void;
  danger?: boolean;
}

/**
 * A small disclosure menu: a 44 px button that shows a list of actions below it. Escape or a click elsewhere closes
 * it and focus goes back to the button; the first action takes focus when it opens.
 */
export function ChatMenu({
  label,
  items,
  className,
  buttonClassName,
  align = 'end',
  open: forcedOpen,
  onOpenChange,
}: {
  label: string;
  items: MenuItem[];
  className?: string;
  buttonClassName?: string;
  align?: 'start' | 'end';
  /** Controlled from outside (a long press opens it). */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = forcedOpen ?? ownOpen;
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    listRef.current?.querySelector('button')?.focus();
    const outside = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) {
        setOwnOpen(false);
        onOpenChange?.(false);
      }
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open, onOpenChange]);

  function close(): void {
    setOpen(false);
    buttonRef.current?.focus();
  }

  return (
    <div
      ref={rootRef}
      className={cn('relative', className)}
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        event.preventDefault();
        event.stopPropagation();
        close();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen(!open)}
        className={cn(
          'inline-flex size-11 shrink-0 items-center justify-center rounded-full',
          buttonClassName,
        )}
      >
        <MoreIcon />
      </button>
      {open ? (
        <ul
          id={menuId}
          ref={listRef}
          aria-label={label}
          className={cn(
            'absolute top-full z-30 mt-1 flex min-w-56 flex-col rounded-lg bg-white py-1 text-stone-900 shadow-lg ring-1 ring-stone-300',
            align === 'end' ? 'right-0' : 'left-0',
          )}
        >
          {items.map((item, index) => (
            <li key={index}>
              <button
                type="button"
                className={cn(
                  'flex min-h-11 w-full items-center px-4 text-left font-semibold hover:bg-stone-100 focus-visible:bg-stone-100',
                  item.danger && 'text-red-800',
                )}
                onClick={() => {
                  setOpen(false);
                  item.onSelect();
                }}
              >
                {item.label}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
