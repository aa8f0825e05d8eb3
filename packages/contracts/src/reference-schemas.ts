import { z } from 'zod';

/** Input schemas of the reference calls (reference.ts); the server checks with them, the shell never loads them. */
const regionCode = z.string().trim().regex(/^\d{6}$/, 'a six-digit region code');

/** Without `parentCode`: the provincial-level divisions; with a province's code: its cities. */
export const regionSelectBody = z.object({ parentCode: regionCode.optional() });
/** A dictionary's type, e.g. `sex`. */
export const dictSelectInput = z.object({ dictType: z.string().trim().min(1).max(64).regex(/^[A-Za-z][\w-]*$/, 'letters, digits, _ or -') });
export const userByCodeQuery = z.object({ userCode: z.string().trim().min(1).max(64) });
/** `uId` is a user's uniqueNo; without it the caller's own. */
export const userByIdQuery = z.object({ uId: z.string().trim().min(1).max(64).optional() });
