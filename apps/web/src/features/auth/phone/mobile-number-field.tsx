import { useId } from 'react';
import type { InputHTMLAttributes, Ref } from 'react';
import { FieldShell, cn, inputClasses } from '@/components/ui';

export interface MobileNumberFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type' | 'inputMode' | 'autoComplete'
> {
  label: string;
  hint: string;
  error?: string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/**
 * An Indian mobile number: '+91' shown before the box (so nobody types it twice), the number pad, and the browser's
 * autofill of the national number. Anything typed with +91, 0 or spaces is still understood (the contract
 * normalises it).
 */
export function MobileNumberField({ label, hint, error, className, ...input }: MobileNumberFieldProps) {
  const id = useId();
  return (
    <FieldShell id={id} label={label} error={error} hint={hint}>
      <div className="flex items-stretch">
        <span
          aria-hidden="true"
          className="inline-flex min-h-12 shrink-0 items-center rounded-s-lg border border-e-0 border-stone-400 bg-stone-100 px-3 text-base font-semibold text-stone-800"
        >
          +91
        </span>
        <input
          id={id}
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
          className={cn(inputClasses, 'min-w-0 rounded-s-none text-lg tracking-wide', className)}
          {...input}
        />
      </div>
    </FieldShell>
  );
}
