/** A refusal, read out as soon as it appears (the account forms' look, without importing the auth feature). */
export function FormAlert({ children }: { children: string }) {
  return (
    <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm font-medium text-red-800">
      {children}
    </p>
  );
}
