import { useEffect, useRef } from 'react';
import type { RefObject } from 'react';

/** A ref that always holds the latest value, for effects that must not re-run when it changes (say, `t`). */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  }, [value]);
  return ref;
}
