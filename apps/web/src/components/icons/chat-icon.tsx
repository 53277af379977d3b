import { StrokeIcon } from './stroke-icon';

/** A speech bubble: chat. */
export function ChatIcon({ className = 'size-5' }: { className?: string }) {
  return (
    <StrokeIcon className={className}>
      <path d="M4 5h16v11H8l-4 4V5Z" strokeLinejoin="round" />
    </StrokeIcon>
  );
}
