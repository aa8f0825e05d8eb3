import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema.ts';

/** The two steps of a change to a batch of one owner's rows, both in one transaction. */
export interface OwnedBatchSteps<R> {
  /** The rows among the batch's ids that belong to the owner (one per id). */
  owned: (trx: Transaction<Database>) => Promise<readonly unknown[]>;
  /** The change itself, run only when every id is the owner's. */
  change: (trx: Transaction<Database>) => Promise<R>;
}

/**
 * Changes a batch of rows all or nothing: inside one transaction it checks that every id of
 * `ids` is a row of the owner, and throws `refusal()` before changing anything when one is not.
 */
export async function changeOwnedBatch<R>(db: Kysely<Database>, ids: readonly string[], steps: OwnedBatchSteps<R>, refusal: () => Error): Promise<R> {
  return db.transaction().execute(async (trx) => {
    const owned = await steps.owned(trx);
    if (owned.length !== ids.length) throw refusal();
    return steps.change(trx);
  });
}
