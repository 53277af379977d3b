/** The voice note's microphone: filled, unlike the outlined MicrophoneIcon of dictation. */
export function RecordIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true" fill="currentColor">
      <rect x="8.5" y="2.5" width="7" height="12" rx="3.5" />
      <path
        d="M5.5 11a6.5 6.5 0 0 0 13 0M12 17.5V21"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}
