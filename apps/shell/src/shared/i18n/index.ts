import type { Locale } from 'antd/es/locale';
import dayjs from 'dayjs';
import i18n from 'i18next';
import Cookies from 'js-cookie';
import { initReactI18next } from 'react-i18next';
import { create } from 'zustand';
import { DEFAULT_LANGUAGE } from '../constants.ts';
import { COOKIE_NAMES, SETTING_KEYS } from '../storage-keys.ts';
import { storedLanguage } from './stored-language.ts';
import type { Language, LanguagePack } from './types.ts';

type PackLoaders = Record<Language, () => Promise<LanguagePack>>;

let loaders: PackLoaders | null = null;

/** The packs come from `app/`, which assembles them from the frame's and the features' locales. */
export function provideLanguagePacks(packs: PackLoaders): void {
  loaders = packs;
}

function loadPack(language: Language): Promise<LanguagePack> {
  if (!loaders) throw new Error('language packs not provided');
  return loaders[language]();
}

interface LanguageState {
  language: Language;
  /** Undefined until the first pack is applied (before the first render). */
  antdLocale: Locale | undefined;
}

/** The active language and antd's locale for it (read by the ConfigProvider). */
export const useLanguageStore = create<LanguageState>(() => ({
  language: DEFAULT_LANGUAGE,
  antdLocale: undefined,
}));

function apply(language: Language, pack: LanguagePack) {
  document.documentElement.lang = language;
  Cookies.set(COOKIE_NAMES.lang, language, { path: '/', sameSite: 'lax', expires: 365 });
  localStorage.setItem(SETTING_KEYS.appLanguage, language);
  dayjs.locale(pack.dayjs);
  useLanguageStore.setState({ language, antdLocale: pack.antd });
}

export async function initI18n(language: Language = storedLanguage()): Promise<typeof i18n> {
  const pack = await loadPack(language);
  await i18n.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: pack.messages } },
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  apply(language, pack);
  return i18n;
}

/** Loads the language's pack when first needed, then switches the page to it without a reload. */
export async function switchLanguage(language: Language): Promise<void> {
  const pack = await loadPack(language);
  if (!i18n.hasResourceBundle(language, 'translation')) {
    i18n.addResourceBundle(language, 'translation', pack.messages);
  }
  await i18n.changeLanguage(language);
  apply(language, pack);
}

export { i18n, storedLanguage };
export * from './types.ts';
