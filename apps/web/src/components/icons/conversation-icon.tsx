import { StrokeIcon } from './stroke-icon';

/** A speech bubble with lines of text: talking things over. */
export function ConversationIcon({ className }: { className: string }) {
  return (
    <StrokeIcon className={className} strokeLinecap="round" strokeLinejoin="round">
      <path d="M4 5h16v11H8l-4 4V5Zm4 4h8m-8 3h5" />
    </StrokeIcon>
  );
}
