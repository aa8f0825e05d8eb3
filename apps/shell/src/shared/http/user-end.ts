import { isSuccessCode } from '@portal/contracts';

/**
 * User-end calls (SPEC §7 answer handling): the data when the code is 0, else an empty list;
 * a failure is logged to the console and also answers an empty list.
 */
export async function userEnd<T>(call: () => Promise<{ code?: number | string; data?: T[] | null }>): Promise<T[]> {
  try {
    const body = await call();
    return isSuccessCode(body.code) ? (body.data ?? []) : [];
  } catch (error) {
    console.error('user-end call failed', error);
    return [];
  }
}
