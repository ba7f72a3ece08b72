// Id limits shared by the API schemas and the SPA's route parsing. No zod here: src/lib/paths.ts imports it
// and is part of the entry chunk, which must not carry the schema library.

/** The largest id a PostgreSQL serial column holds. */
export const MAX_SERIAL_ID = 2_147_483_647
