import { StrokeIcon } from './stroke-icon';

/** The outlined microphone that turns speech into typed words (dictation). */
export function MicrophoneIcon() {
  return (
    <StrokeIcon className="size-6">
      <rect x="9" y="3" width="6" height="11" rx="3" />
      <path d="M5 11a7 7 0 0 0 14 0M12 18v3" strokeLinecap="round" />
    </StrokeIcon>
  );
}
