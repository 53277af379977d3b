import { useCallback, useEffect, useRef, useState } from 'react';
import type { MouseEvent, PointerEvent } from 'react';
import { UI } from '@kisansetu/contract';

/** A finger that moves this far is scrolling, not pressing. */
const MOVE_TOLERANCE_PX = 10;

/**
 * Press and hold (1.5 s, the contract's UI.chatLongPressMs) with pointer events, so touch, pen and mouse all work. Moving, lifting, leaving or a
 * cancelled pointer (the list scrolled) stops it. The click that ends a long press is swallowed, so holding a name
 * does not also open the conversation.
 */
export function useLongPress(onLongPress: () => void, delayMs: number = UI.chatLongPressMs) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const origin = useRef<{ x: number; y: number } | null>(null);
  const fired = useRef(false);
  /** A press is being held (and has not fired yet): the caller shows its progress. */
  const [holding, setHolding] = useState(false);
  const callback = useRef(onLongPress);
  useEffect(() => {
    callback.current = onLongPress;
  }, [onLongPress]);

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    timer.current = undefined;
    origin.current = null;
    setHolding(false);
  }, []);
  useEffect(() => cancel, [cancel]);

  const handlers = {
    onPointerDown: (event: PointerEvent) => {
      if (event.pointerType === 'mouse' && event.button !== 0) return;
      cancel();
      fired.current = false;
      origin.current = { x: event.clientX, y: event.clientY };
      setHolding(true);
      timer.current = setTimeout(() => {
        timer.current = undefined;
        fired.current = true;
        setHolding(false);
        callback.current();
      }, delayMs);
    },
    onPointerMove: (event: PointerEvent) => {
      const start = origin.current;
      if (!start || timer.current === undefined) return;
      if (Math.hypot(event.clientX - start.x, event.clientY - start.y) > MOVE_TOLERANCE_PX) cancel();
    },
    onPointerUp: cancel,
    onPointerLeave: cancel,
    onPointerCancel: cancel,
    onClickCapture: (event: MouseEvent) => {
      if (!fired.current) return;
      fired.current = false;
      event.preventDefault();
      event.stopPropagation();
    },
    // A phone's own long-press menu (copy, select) would cover the overlay.
    onContextMenu: (event: MouseEvent) => {
      if (timer.current !== undefined || fired.current) event.preventDefault();
    },
  };
  return { handlers, holding, delayMs };
}
