import { cn } from './cn';

/** A round avatar: the photo when there is one, else the person's initials. */
export function Avatar({
  src,
  name,
  alt,
  size = 'md',
  className,
}: {
  src: string | null | undefined;
  name: string;
  alt: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
}) {
  const box = size === 'sm' ? 'size-9 text-sm' : size === 'lg' ? 'size-24 text-3xl' : 'size-14 text-xl';
  const initials = name
    .trim()
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
  if (src) {
    return (
      <img
        src={src}
        alt={alt}
        loading="lazy"
        decoding="async"
        className={cn('shrink-0 rounded-full bg-stone-200 object-cover', box, className)}
      />
    );
  }
  // An empty alt means the avatar only decorates a name shown beside it.
  const label = alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true };
  return (
    <span
      {...label}
      className={cn(
        'inline-flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800',
        box,
        className,
      )}
    >
      <span aria-hidden="true">{initials || '?'}</span>
    </span>
  );
}
