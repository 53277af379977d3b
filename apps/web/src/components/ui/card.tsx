import type { HTMLAttributes } from 'react';
import { cn } from './cn';

export function Card({ className, ...props }: HTMLAttributes<HTMLElement>) {
  return (
    <article
      className={cn(
        'flex flex-col overflow-hidden rounded-xl border border-stone-200 bg-white shadow-sm',
        className,
      )}
      {...props}
    />
  );
}
