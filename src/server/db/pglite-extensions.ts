import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * The PostgreSQL extensions the migrations create (0003_pg_trgm: trigram
 * indexes for prospect search). PGlite must load them at every open, also
 * of a copy of a data folder that already has them.
 */
export const pgliteExtensions = { pg_trgm };
