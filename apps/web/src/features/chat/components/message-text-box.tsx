import { useLayoutEffect } from 'react';
import type { RefObject } from 'react';
import { useTranslation } from '@/lib/i18n';
import { cn } from '@/components/ui';

/** Lines the box grows to before it scrolls. */
const MAX_HEIGHT_PX = 128;

/** Whether the device's only pointer is a finger (a phone): no physical keyboard to press Shift+Enter on. */
export function hasOnlyTouch(): boolean {
  return (
    typeof matchMedia === 'function' &&
    matchMedia('(pointer: coarse)').matches &&
    !matchMedia('(any-pointer: fine)').matches
  );
}

/**
 * The message's text box and its label: it grows with the text up to a few lines, and Enter asks to send
 * (`onEnter`) while Shift+Enter starts a new line and Enter that finishes an IME word (Hindi) only finishes it.
 */
export function MessageTextBox({
  id,
  boxRef,
  label,
  value,
  onChange,
  onEnter,
  invalid,
  describedBy,
  shown,
}: {
  id: string;
  boxRef: RefObject<HTMLTextAreaElement | null>;
  label: string;
  value: string;
  onChange: (value: string) => void;
  onEnter: () => void;
  invalid: boolean;
  describedBy: string | undefined;
  /** False while the row is hidden (a voice note records): the box measures its height again when it is back. */
  shown: boolean;
}) {
  const { t } = useTranslation();

  useLayoutEffect(() => {
    const element = boxRef.current;
    if (!element) return;
    element.style.height = 'auto';
    element.style.height = `${Math.min(element.scrollHeight, MAX_HEIGHT_PX)}px`;
  }, [boxRef, value, shown]);

  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <textarea
        id={id}
        ref={boxRef}
        rows={1}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
          event.preventDefault();
          onEnter();
        }}
        placeholder={t('chat.messagePlaceholder')}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        enterKeyHint="send"
        className={cn(
          'block max-h-32 min-h-11 w-full min-w-0 resize-none rounded-2xl border border-stone-400 bg-white px-3 py-2.5 text-base text-stone-900 placeholder:truncate placeholder:text-stone-500',
          invalid && 'border-red-700',
        )}
      />
    </>
  );
}
