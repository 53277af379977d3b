import type { ButtonHTMLAttributes, Ref } from 'react';
import { cn } from './cn';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'outline';
export type ButtonSize = 'sm' | 'md' | 'lg';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-stone-400',
  secondary: 'bg-amber-400 text-stone-900 hover:bg-amber-300 disabled:bg-stone-300 disabled:text-stone-600',
  outline:
    'border border-brand-700 text-brand-800 bg-white hover:bg-brand-50 disabled:border-stone-300 disabled:text-stone-500',
  ghost: 'text-stone-800 hover:bg-stone-100 disabled:text-stone-400',
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:bg-stone-400',
};

// Every size is at least 48 px tall: a thumb on a 360 px phone needs that much; the sizes differ in width
// and text only.
const SIZES: Record<ButtonSize, string> = {
  sm: 'min-h-12 px-3 text-sm',
  md: 'min-h-12 px-4 text-base',
  lg: 'min-h-12 px-6 text-lg',
};

/** The class list of a button, for links styled as buttons. */
export function buttonClasses(
  variant: ButtonVariant = 'primary',
  size: ButtonSize = 'md',
  extra?: string,
): string {
  return cn(
    'inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors disabled:cursor-not-allowed',
    VARIANTS[variant],
    SIZES[size],
    extra,
  );
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  size = 'md',
  className,
  type = 'button',
  ...props
}: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}
