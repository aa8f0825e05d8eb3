import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { RedisSessionEvents, type SessionChange } from './session-events.ts';
import { SharedSessionService } from './shared-sessions.ts';

const url = process.env.REDIS_URL;
if (!url) console.warn('skipped: telling other instances of session changes needs REDIS_URL (CI sets it)');

describe.skipIf(!url)('session changes told to the other instances through Redis', () => {
  const prefix = `portal-test-${randomBytes(4).toString('hex')}:`;
  let t: TestApp;
  let eventsA: RedisSessionEvents;
  let eventsB: RedisSessionEvents;
  let a: SharedSessionService;
  let b: SharedSessionService;
  const heardByA: SessionChange[] = [];
  const heardByB: SessionChange[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    eventsA = new RedisSessionEvents(url ?? '', prefix);
    eventsB = new RedisSessionEvents(url ?? '', prefix);
    a = new SharedSessionService(t.db, 3600, eventsA, () => undefined);
    b = new SharedSessionService(t.db, 3600, eventsB, () => undefined);
    vi.spyOn(a, 'forgetChanged').mockImplementation((change) => void heardByA.push(change));
    vi.spyOn(b, 'forgetChanged').mockImplementation((change) => void heardByB.push(change));
    await Promise.all([a.listen(), b.listen()]);
  });
  afterAll(async () => {
    await Promise.all([eventsA?.close(), eventsB?.close()]);
    await t?.close();
  });

  const heard = async (list: SessionChange[], count: number) => {
    for (let i = 0; i < 50 && list.length < count; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    return list;
  };

  it('a logout, a tenant switch and signing out elsewhere on A reach B, and only B', async () => {
    const user = await t.db.selectFrom('users').select('id').where('username', '=', 'zhangsan').executeTakeFirstOrThrow();
    const meta = { ip: '10.0.0.1', userAgent: 'test' };
    const first = await a.create(user.id, '10001', meta);
    const second = await a.create(user.id, '10001', meta);
    const firstHash = (await a.resolve(first.token))?.tokenHash ?? '';
    const secondHash = (await a.resolve(second.token))?.tokenHash ?? '';

    await a.setTenant(firstHash, '10002');
    await a.revokeOthers(user.id, firstHash);
    await a.revoke(firstHash);

    expect(await heard(heardByB, 3)).toEqual([
      { kind: 'token', tokenHash: firstHash },
      { kind: 'user', userId: user.id, keepTokenHash: firstHash },
      { kind: 'token', tokenHash: firstHash },
    ]);
    expect(heardByA).toEqual([]);
    // The database is the truth on both.
    expect(await b.resolve(first.token)).toBeNull();
    expect(await b.resolve(second.token)).toBeNull();
    expect(secondHash).not.toBe(firstHash);
  });
});
