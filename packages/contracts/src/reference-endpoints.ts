import { z } from 'zod';
import { apiResult, endpoint } from './endpoint.ts';
import { FRAME_PATHS, type FriendlyLink } from './frame.ts';
import { REFERENCE_PATHS, type DictOption, type Region, type UserDetail } from './reference.ts';
import { dictSelectInput, regionSelectBody, userByCodeQuery, userByIdQuery } from './reference-schemas.ts';

/**
 * Endpoints (endpoint.ts) apart from the constants, so a bundle that imports only the constants
 * never keeps these schemas.
 */

export const regionSchema = z.object({ code: z.string(), name: z.string(), parentCode: z.string().nullable(), level: z.union([z.literal(1), z.literal(2)]) }) satisfies z.ZodType<Region>;
export const dictOption = z.object({ label: z.string(), value: z.string() }) satisfies z.ZodType<DictOption>;
export const userDetailSchema = z.object({
  id: z.string(),
  userCode: z.string(),
  userNo: z.string(),
  uniqueNo: z.string(),
  realName: z.string(),
  nickName: z.string(),
  sex: z.enum(['male', 'female', 'unknown']),
  email: z.string(),
  phone: z.string(),
  department: z.string(),
  position: z.string(),
  userPicture: z.string(),
}) satisfies z.ZodType<UserDetail>;
export const friendlyLinkSchema = z.object({ url: z.string(), name: z.string() }) satisfies z.ZodType<FriendlyLink>;

export const regionSelect = /* @__PURE__ */ endpoint({ method: 'POST', path: REFERENCE_PATHS.regionSelect, body: regionSelectBody, response: /* @__PURE__ */ apiResult(z.array(regionSchema)) });
export const dictSelectGet = /* @__PURE__ */ endpoint({ method: 'GET', path: REFERENCE_PATHS.dictSelect, query: dictSelectInput, response: /* @__PURE__ */ apiResult(z.array(dictOption)) });
export const dictSelectPost = /* @__PURE__ */ endpoint({ method: 'POST', path: REFERENCE_PATHS.dictSelect, body: dictSelectInput, response: /* @__PURE__ */ apiResult(z.array(dictOption)) });
export const userByCode = /* @__PURE__ */ endpoint({ method: 'GET', path: REFERENCE_PATHS.userByCode, query: userByCodeQuery, response: /* @__PURE__ */ apiResult(userDetailSchema) });
export const userById = /* @__PURE__ */ endpoint({ method: 'GET', path: REFERENCE_PATHS.userById, query: userByIdQuery, response: /* @__PURE__ */ apiResult(userDetailSchema) });
export const friendlyLinkList = /* @__PURE__ */ endpoint({ method: 'GET', path: FRAME_PATHS.friendlyLinks, response: /* @__PURE__ */ apiResult(z.array(friendlyLinkSchema)) });
