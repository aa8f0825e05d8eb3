import type { Config } from '../../config.ts';
import { tooManyRequests } from '../../http/errors.ts';
import type { RateLimiter } from '../../http/rate-limiter.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';

export interface LoginAttempt {
  /** The password was right: the account's failures are forgotten and the address is not charged. */
  succeeded(): Promise<void>;
}

/**
 * Failed-login limits that concurrent guesses cannot outrun: every attempt is counted atomically
 * before its password is checked, per account and address (LOGIN_MAX_FAILURES) and per address
 * across accounts (LOGIN_MAX_FAILURES_PER_ADDRESS, against password spraying). An attempt over
 * either limit is refused without checking the password.
 */
export class LoginGuard {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly config: Pick<Config, 'loginMaxFailures' | 'loginMaxFailuresPerAddress' | 'loginWindowSeconds'>,
  ) {}

  async attempt(username: string, address: string): Promise<LoginAttempt> {
    const { loginWindowSeconds: window } = this.config;
    const accountKey = `login:${username.toLowerCase()}:${address}`;
    const addressKey = `login-address:${address}`;
    const [forAccount, forAddress] = await Promise.all([this.limiter.hit(accountKey, window), this.limiter.hit(addressKey, window)]);
    if (forAccount > this.config.loginMaxFailures || forAddress > this.config.loginMaxFailuresPerAddress) {
      throw tooManyRequests('loginLocked', { minutes: Math.ceil(window / 60) });
    }
    return {
      succeeded: async () => {
        await Promise.all([this.limiter.reset(accountKey), this.limiter.release(addressKey)]);
      },
    };
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks the password of an account, or — when there is no such account — a made-up one of the
 * same cost, so an unknown account takes as long to refuse as a wrong password.
 */
export async function passwordMatches(clientDigest: string, storedHash: string | undefined): Promise<boolean> {
  if (storedHash !== undefined) return verifyPassword(clientDigest, storedHash);
  dummyHash ??= hashPassword('0'.repeat(32));
  await verifyPassword(clientDigest, await dummyHash);
  return false;
}
