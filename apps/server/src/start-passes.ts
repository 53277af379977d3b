import type { FastifyInstance } from 'fastify';
import { asBackgroundWork, type Database } from './db';
import { failureLogFields } from './lib/loggable-error';
import { resolveListingCrops } from './modules/crops';
import { placeAgainByNamesInUse } from './modules/places';
import { fillListingPhotoPreviews } from './modules/products';

/** One pass: its work (how many listings it changed), and what the log says when it changed some or failed. */
interface StartPass {
  run: () => Promise<number>;
  /** The log field that holds the count. */
  counted: string;
  done: string;
  failed: string;
}

/**
 * The passes a server makes behind its listen, each once after what it depends on changed: listings' crops again
 * after a vocabulary change (meanwhile a listing whose crop is not yet resolved is found by its own words only),
 * addresses again after a district's name in everyday use was added, and photo facts for listings stored before
 * data saver. A pass that changed listings tells the lists' caches when it ends, so that no shared answer keeps them
 * as they were (another crop, place or photo facts). Resolves when all of them ended; a failure is logged, never
 * thrown.
 */
export async function runStartPasses(app: FastifyInstance, db: Database): Promise<void> {
  const passes: StartPass[] = [
    {
      run: () => resolveListingCrops(db),
      counted: 'changed',
      done: 'listing crops resolved with the current vocabulary',
      failed: 'listing crops could not be resolved',
    },
    {
      run: () => placeAgainByNamesInUse(db),
      counted: 'moved',
      done: 'addresses placed again by the districts’ names in use',
      failed: 'addresses could not be placed again by the districts’ names in use',
    },
    {
      run: () => fillListingPhotoPreviews(db, app.describeStoredImage),
      counted: 'filled',
      done: 'listing photo previews filled',
      failed: 'listing photo previews could not be filled',
    },
  ];
  await Promise.all(
    passes.map(async (pass) => {
      try {
        const count = await asBackgroundWork(pass.run);
        if (count === 0) return;
        app.listingsChanged();
        app.log.info({ [pass.counted]: count }, pass.done);
      } catch (error) {
        app.log.error(failureLogFields(error), pass.failed);
      }
    }),
  );
}
