import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Starts each run with an empty screenshots folder, so every picture in it is from this run. */
export default function globalSetup(): void {
  rmSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'screenshots'), {
    recursive: true,
    force: true,
  });
}
