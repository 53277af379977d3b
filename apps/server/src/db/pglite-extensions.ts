import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The PostgreSQL extensions the migrations create, as PGlite loads them: trigrams for typo-tolerant search, cube and
 * earthdistance for near-me, btree_gist for a crop within a radius, btree_gin for a crop in a place. Whatever opens the embedded database's files
 * needs all of them (the worker thread; the bench's raw fill).
 */
export const PGLITE_EXTENSIONS = { pg_trgm, cube, earthdistance, btree_gist, btree_gin };
