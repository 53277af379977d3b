import { StrokeIcon } from './stroke-icon';

/** A seedling: the stand-in of a photo that is missing or not loaded yet. */
export function PlantIcon() {
  return (
    <StrokeIcon className="size-10" strokeWidth="1.5">
      <path d="M12 21c0-6 0-9 0-12m0 4c-3 0-5-2-5-5 3 0 5 2 5 5Zm0-2c0-3 2-5 5-5 0 3-2 5-5 5Z" />
    </StrokeIcon>
  );
}
