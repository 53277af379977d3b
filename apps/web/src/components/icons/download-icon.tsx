/** An arrow down onto a line: a photo not downloaded yet (data saver). */
export function DownloadIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-5"
      aria-hidden="true"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.2"
    >
      <path d="M12 4v11m-5-5 5 5 5-5M5 20h14" />
    </svg>
  );
}
