import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { RedisSessionEvents, SessionChange } from './session-events.ts';
import { SessionService } from './sessions.ts';

/**
 * Sessions of an instance among several: every logout, tenant switch and signing out elsewhere
 * made here is told to the others, and what they tell is forgotten here. The database stays the
 * truth; the messages only keep what instances remember of it current.
 */
export class SharedSessionService extends SessionService {
  constructor(
    db: Kysely<Database>,
    ttlSeconds: number,
    private readonly events: RedisSessionEvents,
    private readonly onError: (error: unknown) => void,
  ) {
    super(db, ttlSeconds);
  }

  /** Starts listening to the other instances. */
  async listen(): Promise<void> {
    await this.events.subscribe((change) => this.forgetChanged(change));
  }

  private async tell(change: SessionChange): Promise<void> {
    // The change is in the database already; a lost message only delays when others see it.
    await this.events.publish(change).catch(this.onError);
  }

  override async revoke(tokenHash: string): Promise<void> {
    await super.revoke(tokenHash);
    await this.tell({ kind: 'token', tokenHash });
  }

  override async revokeOthers(userId: string, keepTokenHash: string): Promise<number> {
    const ended = await super.revokeOthers(userId, keepTokenHash);
    await this.tell({ kind: 'user', userId, keepTokenHash });
    return ended;
  }

  override async setTenant(tokenHash: string, tenantId: string): Promise<void> {
    await super.setTenant(tokenHash, tenantId);
    await this.tell({ kind: 'token', tokenHash });
  }
}
