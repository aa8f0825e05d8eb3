import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@portal/contracts';
import { createTestApp, md5, DEMO_PASSWORD, type TestApp } from '../helpers.ts';

/**
 * Failed-login limits that concurrent guesses cannot outrun: the attempt is counted before the
 * password is checked, so of 60 simultaneous guesses at most LOGIN_MAX_FAILURES are checked (401)
 * and the rest refused unchecked (429) — on one instance, and on two sharing Redis.
 */
const MAX = 5;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ loginMaxFailures: MAX, loginMaxFailuresPerAddress: 12 });
});
afterAll(async () => t?.close());

function login(app: TestApp, username: string, password: string, remoteAddress = '192.0.2.20') {
  return app.app.inject({ method: 'POST', url: `/api${PATHS.login}`, remoteAddress, payload: { username, password: md5(password) } });
}

async function burst(apps: TestApp[], username: string, remoteAddress: string, count = 60) {
  const responses = await Promise.all(Array.from({ length: count }, (_, i) => login(apps[i % apps.length] as TestApp, username, `Wrong@${i}`, remoteAddress)));
  const statuses = responses.map((r) => r.statusCode);
  return { checked: statuses.filter((s) => s === 401).length, refused: statuses.filter((s) => s === 429).length };
}

describe('the failed-login limit', () => {
  it(`checks at most ${MAX} of 60 simultaneous wrong guesses, then refuses the right password too`, async () => {
    const { checked, refused } = await burst([t], 'zhaoliu', '192.0.2.21');
    expect(checked).toBeLessThanOrEqual(MAX);
    expect(checked + refused).toBe(60);
    expect((await login(t, 'zhaoliu', DEMO_PASSWORD, '192.0.2.21')).statusCode).toBe(429);
  }, 60_000);

  it('counts per address across accounts: one address cannot spray a password over every account', async () => {
    const address = '192.0.2.30';
    const accounts = ['zhangsan', 'lisi', 'wangwu', 'zhaoliu', 'xiaofeng', 'nobody1', 'nobody2', 'nobody3', 'nobody4', 'nobody5', 'nobody6', 'nobody7'];
    for (const account of accounts) expect((await login(t, account, 'Spring@2026', address)).statusCode).toBe(401);
    // The thirteenth failure of the window from this address: refused whoever it names, right password or not.
    expect((await login(t, 'nobody8', 'Spring@2026', address)).statusCode).toBe(429);
    expect((await login(t, 'lisi', DEMO_PASSWORD, address)).statusCode).toBe(429);
    expect((await login(t, 'lisi', DEMO_PASSWORD, '192.0.2.31')).statusCode).toBe(200);
  }, 60_000);

  it('does not charge the address for sign-ins that succeed', async () => {
    const address = '192.0.2.40';
    for (let i = 0; i < 15; i++) expect((await login(t, 'lisi', DEMO_PASSWORD, address)).statusCode).toBe(200);
  }, 60_000);

  it('answers an unknown account like a wrong password, in comparable time', async () => {
    const known = await login(t, 'xiaofeng', 'Wrong@1', '192.0.2.50');
    const unknown = await login(t, `ghost-${randomBytes(3).toString('hex')}`, 'Wrong@1', '192.0.2.51');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json<{ msg: string }>().msg).toBe(known.json<{ msg: string }>().msg);

    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const time = async (username: string, address: string) => {
      const started = process.hrtime.bigint();
      await login(t, username, 'Wrong@2', address);
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    const knownTimes: number[] = [];
    const unknownTimes: number[] = [];
    for (let i = 0; i < 4; i++) {
      // Fresh addresses keep every attempt under the limits, so each one runs the password check.
      knownTimes.push(await time('xiaofeng', `198.51.100.${i}`));
      unknownTimes.push(await time(`ghost-${i}-${randomBytes(3).toString('hex')}`, `198.51.100.${100 + i}`));
    }
    expect(median(unknownTimes)).toBeGreaterThanOrEqual(0.5 * median(knownTimes));
  }, 60_000);

  it('counts password-change attempts before checking the old password', async () => {
    const token = await t.login('wangwu');
    const me = (await t.as(token, { method: 'GET', url: `/api${PATHS.currentUser}` })).json<{ data: { id: string } }>().data;
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.as(token, { method: 'POST', url: `/api${PATHS.updatePassword}`, payload: { id: me.id, password: md5(`Wrong@${i}`), newPassword: md5('Next@2027') } }),
      ),
    );
    const statuses = responses.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 400).length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(15);
  }, 60_000);
});

const redisUrl = process.env.REDIS_URL;
describe.skipIf(!redisUrl)('the failed-login limit on two instances sharing Redis', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    const redisPrefix = `portal-lockout-${randomBytes(4).toString('hex')}:`;
    a = await createTestApp({ redisUrl, redisPrefix, loginMaxFailures: MAX });
    b = await createTestApp({ redisUrl, redisPrefix, loginMaxFailures: MAX });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  it(`checks at most ${MAX} of 60 guesses split over both`, async () => {
    const { checked, refused } = await burst([a, b], 'zhaoliu', '192.0.2.60');
    expect(checked).toBeLessThanOrEqual(MAX);
    expect(checked + refused).toBe(60);
    expect((await login(b, 'zhaoliu', DEMO_PASSWORD, '192.0.2.60')).statusCode).toBe(429);
    expect((await login(a, 'zhaoliu', DEMO_PASSWORD, '192.0.2.60')).statusCode).toBe(429);
  }, 60_000);
});
