import { useState } from 'react';
import type { TextFieldProps } from './field';
import { TextField } from './field';

/** A password input with a show/hide toggle (a button with a name and a pressed state). */
export function PasswordField({
  showLabel,
  hideLabel,
  ...props
}: Omit<TextFieldProps, 'type' | 'trailing'> & {
  showLabel: string;
  hideLabel: string;
}) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          className="min-h-9 rounded-md px-2 text-sm font-semibold text-brand-800 hover:bg-brand-50"
          aria-pressed={visible}
          onClick={() => setVisible((value) => !value)}
        >
          {visible ? hideLabel : showLabel}
        </button>
      }
    />
  );
}
