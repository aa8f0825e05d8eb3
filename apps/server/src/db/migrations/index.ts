import type { Migration } from 'kysely';
import * as identity from './0001_identity.ts';

/**
 * Versioned migrations, applied in name order. Add a file per change; never edit one that has
 * shipped. Each feature owns a number range: 00xx identity and shell, 01xx app centre,
 * 02xx home, 03xx personal centre, 04xx messages and tickets, 09xx operations.
 */
export const migrations: Record<string, Migration> = {
  '0001_identity': identity,
};
