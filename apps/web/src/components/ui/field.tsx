import { useId } from 'react';
import type {
  InputHTMLAttributes,
  ReactNode,
  Ref,
  SelectHTMLAttributes,
  TextareaHTMLAttributes,
} from 'react';
import { cn } from './cn';

export const inputClasses =
  'block min-h-12 w-full rounded-lg border border-stone-400 bg-white px-3 py-2.5 text-base text-stone-900 placeholder:text-stone-500 read-only:bg-stone-100 read-only:text-stone-700 aria-[invalid=true]:border-red-700';

interface FieldShellProps {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  children: ReactNode;
  className?: string | undefined;
}

/** Label, control, hint and error, tied together for screen readers. */
export function FieldShell({ id, label, error, hint, children, className }: FieldShellProps) {
  return (
    <div className={cn('flex flex-col gap-1', className)}>
      <label htmlFor={id} className="text-sm font-semibold text-stone-800">
        {label}
      </label>
      {children}
      {hint && !error ? (
        <p id={`${id}-hint`} className="text-sm text-stone-600">
          {hint}
        </p>
      ) : null}
      <FieldError id={`${id}-error`} message={error} />
    </div>
  );
}

export function FieldError({ id, message }: { id: string; message?: string | undefined }) {
  return (
    <p id={id} className="min-h-0 text-sm font-medium text-red-700" role={message ? 'alert' : undefined}>
      {message}
    </p>
  );
}

function describedBy(id: string, error?: string, hint?: ReactNode): string | undefined {
  if (error) return `${id}-error`;
  if (hint) return `${id}-hint`;
  return undefined;
}

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  ref?: Ref<HTMLInputElement>;
  wrapperClassName?: string;
  /** Rendered inside the input's box on the right (a show-password toggle). */
  trailing?: ReactNode;
  /**
   * How much room the trailing controls take: a worded button (the default), a 48 px icon (the microphone) or two
   * (a search box's Clear and microphone).
   */
  trailingInset?: 'label' | 'icon' | 'icons';
}

/** The input's right padding for its trailing controls, so that its text never runs under them. */
const TRAILING_INSET = { label: 'pr-24', icon: 'pr-14', icons: 'pr-[6.75rem]' } as const;

export function TextField({
  label,
  error,
  hint,
  wrapperClassName,
  className,
  trailing,
  trailingInset = 'label',
  ...input
}: TextFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} className={wrapperClassName}>
      <div className="relative">
        <input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          className={cn(inputClasses, trailing ? TRAILING_INSET[trailingInset] : undefined, className)}
          {...input}
        />
        {trailing ? <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div> : null}
      </div>
    </FieldShell>
  );
}

export interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
  wrapperClassName?: string;
  /** Rendered inside the box's bottom-right corner (a microphone). */
  trailing?: ReactNode;
}

export function TextAreaField({
  label,
  error,
  hint,
  wrapperClassName,
  className,
  trailing,
  ...textarea
}: TextAreaFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} className={wrapperClassName}>
      <div className="relative">
        <textarea
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, error, hint)}
          className={cn(inputClasses, 'block min-h-28', trailing ? 'pr-14' : undefined, className)}
          {...textarea}
        />
        {trailing ? <div className="absolute right-1 bottom-1">{trailing}</div> : null}
      </div>
    </FieldShell>
  );
}

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: ReactNode;
  error?: string | undefined;
  hint?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
  wrapperClassName?: string;
  options: readonly { value: string; label: string }[];
  placeholder?: string;
}

export function SelectField({
  label,
  error,
  hint,
  wrapperClassName,
  className,
  options,
  placeholder,
  ...select
}: SelectFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint} className={wrapperClassName}>
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error, hint)}
        className={cn(inputClasses, className)}
        {...select}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}

export interface RadioGroupProps {
  legend: ReactNode;
  name: string;
  options: readonly { value: string; label: string }[];
  error?: string | undefined;
  /** The props react-hook-form's `register` gives, spread on every radio. */
  inputProps: Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'id'> & {
    ref?: Ref<HTMLInputElement>;
  };
}

export function RadioGroup({ legend, name, options, error, inputProps }: RadioGroupProps) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-1" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-semibold text-stone-800">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option.value}
            htmlFor={`${id}-${option.value}`}
            className="flex min-h-12 cursor-pointer items-center gap-2 rounded-lg border border-stone-400 bg-white px-3 has-checked:border-brand-700 has-checked:bg-brand-50"
          >
            <input
              id={`${id}-${option.value}`}
              type="radio"
              value={option.value}
              className="size-4 accent-brand-700"
              aria-invalid={error ? true : undefined}
              {...inputProps}
              name={name}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      <FieldError id={`${id}-error`} message={error} />
    </fieldset>
  );
}
