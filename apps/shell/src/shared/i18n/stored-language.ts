import Cookies from 'js-cookie';
import { DEFAULT_LANGUAGE } from '../constants.ts';
import { COOKIE_NAMES, SETTING_KEYS } from '../storage-keys.ts';
import { isLanguage, type Language } from './types.ts';

/** The language chosen before: `app_language`, else the `lang` cookie, else zh-CN. */
export function storedLanguage(): Language {
  const saved = localStorage.getItem(SETTING_KEYS.appLanguage) ?? Cookies.get(COOKIE_NAMES.lang);
  return isLanguage(saved) ? saved : DEFAULT_LANGUAGE;
}
