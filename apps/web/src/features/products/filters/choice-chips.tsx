import { useId } from 'react';
import type { ReactNode } from 'react';

export interface ChoiceChipsProps<Value extends string> {
  legend: ReactNode;
  /** The radio group's name (unique on the page). */
  name: string;
  options: readonly { value: Value; label: string }[];
  value: Value;
  onChange: (value: Value) => void;
}

/**
 * One choice out of a few, as a row of 48 px chips that wraps (radios underneath: arrow keys and screen readers work
 * as with every radio group). Applied as it is tapped.
 */
export function ChoiceChips<Value extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: ChoiceChipsProps<Value>) {
  const id = useId();
  return (
    <fieldset className="flex min-w-0 flex-col gap-1">
      <legend className="mb-1 text-sm font-semibold text-stone-800">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            htmlFor={`${id}-${option.value}`}
            className="flex min-h-12 max-w-full cursor-pointer items-center gap-2 rounded-full border border-stone-400 bg-white px-3 has-checked:border-brand-700 has-checked:bg-brand-50 has-checked:font-semibold has-checked:text-brand-800 has-focus-visible:ring-2 has-focus-visible:ring-brand-700"
          >
            <input
              id={`${id}-${option.value}`}
              type="radio"
              name={name}
              value={option.value}
              checked={option.value === value}
              onChange={() => onChange(option.value)}
              className="size-4 shrink-0 accent-brand-700"
            />
            <span className="min-w-0 wrap-anywhere">{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
