import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { hashToken, SessionService } from './sessions.ts';

describe('sessions remembered by an instance', () => {
  let t: TestApp;
  let sessions: SessionService;
  let userId: string;

  beforeAll(async () => {
    t = await createTestApp();
    sessions = new SessionService(t.db, 3600);
    userId = (await t.db.selectFrom('users').select('id').where('username', '=', 'lisi').executeTakeFirstOrThrow()).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('does not serve a session again when a request that read it was still running as it was revoked', async () => {
    const { token } = await sessions.create(userId, '10001', { ip: '10.0.0.2', userAgent: 'test' });
    const inFlight = sessions.resolve(token);
    await sessions.revoke(hashToken(token));
    await inFlight;
    expect(await sessions.resolve(token)).toBeNull();
  });

  it('does not keep the old tenant of a session read while it was switched', async () => {
    const { token } = await sessions.create(userId, '10001', { ip: '10.0.0.2', userAgent: 'test' });
    const inFlight = sessions.resolve(token);
    await sessions.setTenant(hashToken(token), '10002');
    await inFlight;
    expect((await sessions.resolve(token))?.tenantId).toBe('10002');
  });

  it('ends the other sessions of a user even while one of them is being read', async () => {
    const kept = await sessions.create(userId, '10001', { ip: '10.0.0.2', userAgent: 'test' });
    const other = await sessions.create(userId, '10001', { ip: '10.0.0.3', userAgent: 'test' });
    const inFlight = sessions.resolve(other.token);
    await sessions.revokeOthers(userId, hashToken(kept.token));
    await inFlight;
    expect(await sessions.resolve(other.token)).toBeNull();
    expect(await sessions.resolve(kept.token)).not.toBeNull();
  });
});
