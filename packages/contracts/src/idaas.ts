import { z } from 'zod';
import type { Role } from './permissions.ts';

/** An md5 digest as the client sends passwords (SPEC §7: passwords travel md5-hashed). */
export const md5Hex = z.string().regex(/^[0-9a-f]{32}$/i, '密码格式错误');

export const loginBody = z.object({
  username: z.string().trim().min(1, '请输入账号').max(64),
  password: md5Hex,
});

export interface LoginData {
  token: string;
  /** Seconds until the session expires. */
  expiresIn: number;
  userId: string;
  userCode: string;
  uniqueNo: string;
  tenantId: string;
}

/** An extra profile item; the shell turns the list into a map (`extraObj`). */
export interface ExtraField {
  filedName: string;
  filedValue: string;
}

/** The logged-in user (SPEC §3), as `GET /wutong-idaas-account/current` answers. */
export interface CurrentUser {
  id: string;
  username: string;
  uid: string;
  realName: string;
  nickName: string;
  name: string;
  uniqueNo: string;
  userNo: string;
  sex: 'male' | 'female' | 'unknown';
  /** File id of the avatar, empty when there is none. */
  userPicture: string;
  email: string;
  phone: string;
  department: string;
  tenantId: string;
  extra: ExtraField[];
  roles: Role[];
}

/** Password rule of SPEC §5: 6–16 characters with a digit, a letter and a special character. */
export const PASSWORD_RULE = /^(?=.*\d)(?=.*[A-Za-z])(?=.*[^A-Za-z\d\s]).{6,16}$/;

/** SPEC §7: payload id, newPassword, password — both md5-hashed. */
export const updatePasswordBody = z.object({
  id: z.string().min(1).max(64),
  password: md5Hex,
  newPassword: md5Hex,
});
export type UpdatePasswordBody = z.infer<typeof updatePasswordBody>;

export interface Tenant {
  id: string;
  name: string;
  description: string;
  logo: string;
}
