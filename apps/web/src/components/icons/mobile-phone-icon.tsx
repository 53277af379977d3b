/** A mobile phone: sign in with a phone number. */
export function MobilePhoneIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6 shrink-0" fill="none" stroke="currentColor">
      <rect x="6" y="2.5" width="12" height="19" rx="2.5" strokeWidth="2" />
      <path d="M11 18h2" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
