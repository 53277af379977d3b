import { StrokeIcon } from './stroke-icon';

/** An arrow down onto a line: a photo not downloaded yet (data saver). */
export function DownloadIcon() {
  return (
    <StrokeIcon className="size-5" strokeWidth="2.2">
      <path d="M12 4v11m-5-5 5 5 5-5M5 20h14" />
    </StrokeIcon>
  );
}
