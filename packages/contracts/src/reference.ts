/** Reference data and user look-ups of SPEC §7, relative to `/api`. */
export const REFERENCE_PATHS = {
  regionSelect: '/business-center/v1/region/select',
  dictSelect: '/business-center/dict/getDictSelect',
  userByCode: '/talkweb-user-center/user/inner/get-user-by-code',
  userById: '/talkweb-user-center/user/inner/get-user-by-id',
} as const;

export interface Region {
  code: string;
  name: string;
  parentCode: string | null;
  /** 1 province, 2 city. */
  level: 1 | 2;
}

/** One option of a dictionary, labelled in the caller's language. */
export interface DictOption {
  label: string;
  value: string;
}

/** Dictionaries the shell uses (SPEC §7 getDictSelect). */
export const DICT_TYPES = { sex: 'sex' } as const;

/** A colleague's detail (get-user-by-code / get-user-by-id). */
export interface UserDetail {
  id: string;
  userCode: string;
  userNo: string;
  uniqueNo: string;
  realName: string;
  nickName: string;
  sex: 'male' | 'female' | 'unknown';
  email: string;
  phone: string;
  department: string;
  position: string;
  userPicture: string;
}
