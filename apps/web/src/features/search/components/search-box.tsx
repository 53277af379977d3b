import { useId, useRef, useState } from 'react';
import type { KeyboardEvent, Ref } from 'react';
import { TextField, cn } from '@/components/ui';
import { ClearIcon } from '@/components/icons';
import { putWords, useVoiceInput } from '@/components/voice-input';
import type { TextFieldProps } from '@/components/ui';
import { useTranslation } from '@/lib/i18n';
import { useSuggestions } from '../suggest-api';

export interface SearchBoxProps extends Omit<TextFieldProps, 'role' | 'value'> {
  /** A suggestion was chosen (tapped, or Enter on the highlighted one): the form fills it in and searches. */
  onPick: (suggestion: string) => void;
  /** Shown as a cross inside the box, before the microphone: empties the search (the box is remounted empty). */
  onClear?: (() => void) | undefined;
}

/**
 * The product-name box with search-as-you-type suggestions, as an ARIA combobox: typing opens a listbox under it,
 * the arrow keys move through it (the box keeps the focus; aria-activedescendant says which option is highlighted),
 * Enter chooses the highlighted one (or submits the form when none is), Escape closes the list, a tap chooses one.
 * The input stays uncontrolled (react-hook-form's `register` or a plain form owns its value).
 */
export function SearchBox({
  onPick,
  onClear,
  onChange,
  onKeyDown,
  onBlur,
  wrapperClassName,
  ref,
  ...input
}: SearchBoxProps) {
  const { t } = useTranslation();
  const listId = useId();
  const box = useRef<HTMLInputElement | null>(null);
  // Spoken words go in as if typed: the suggestions open for them and the person picks or searches.
  const voice = useVoiceInput({
    fieldLabel: typeof input.label === 'string' ? input.label : t('search.name'),
    onText: (words) => putWords(box.current, words),
  });
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useSuggestions(text, open);
  const expanded = open && suggestions.length > 0;

  function close(): void {
    setOpen(false);
    setActive(-1);
  }

  function pick(suggestion: string): void {
    close();
    onPick(suggestion);
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    const count = suggestions.length;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      if (!expanded) {
        setOpen(true);
        return;
      }
      setActive((index) => (index + 1) % count);
    } else if (event.key === 'ArrowUp' && expanded) {
      event.preventDefault();
      setActive((index) => (index <= 0 ? count - 1 : index - 1));
    } else if (event.key === 'Enter') {
      const chosen = expanded && active >= 0 ? suggestions[active] : undefined;
      if (chosen !== undefined) {
        event.preventDefault();
        pick(chosen);
      } else close();
    } else if (event.key === 'Escape' && open) {
      // Only the list closes; the box keeps what was typed (a second Escape clears a type="search" box).
      event.preventDefault();
      close();
    }
  }

  // Inside the box, so a phone's row keeps the box and Search and nothing stands alone on a row under them.
  const clear = onClear ? (
    <button
      type="button"
      aria-label={t('search.clear')}
      onClick={onClear}
      className="inline-flex size-12 shrink-0 items-center justify-center rounded-full text-stone-600 hover:bg-stone-100"
    >
      <ClearIcon />
    </button>
  ) : null;

  return (
    <div className={cn('relative', wrapperClassName)}>
      <TextField
        {...input}
        ref={(element) => {
          box.current = element;
          setRef(ref, element);
        }}
        trailing={
          clear || voice.button ? (
            <span className="flex items-center">
              {clear}
              {voice.button}
            </span>
          ) : undefined
        }
        trailingInset={clear && voice.button ? 'icons' : 'icon'}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={expanded ? listId : undefined}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
          onChange?.(event);
        }}
        onKeyDown={handleKeyDown}
        onBlur={(event) => {
          close();
          onBlur?.(event);
        }}
      />
      {voice.message}
      {expanded ? (
        <ul
          id={listId}
          role="listbox"
          aria-label={t('search.suggestions')}
          className="absolute inset-x-0 z-20 mt-1 max-h-[50dvh] overflow-y-auto rounded-lg border border-stone-300 bg-white py-1 text-stone-900 shadow-lg"
        >
          {suggestions.map((suggestion, index) => (
            <li
              key={suggestion}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              dir="auto"
              // The box keeps the focus (and the phone its keyboard) while a suggestion is tapped.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(suggestion)}
              className={cn(
                'flex min-h-12 cursor-pointer items-center px-3',
                index === active ? 'bg-brand-100 font-semibold' : 'hover:bg-stone-100',
              )}
            >
              {suggestion}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** Hands the input to a ref the caller gave (react-hook-form's `register` passes a callback). */
function setRef(ref: Ref<HTMLInputElement> | undefined, element: HTMLInputElement | null): void {
  if (typeof ref === 'function') ref(element);
  else if (ref) ref.current = element;
}
