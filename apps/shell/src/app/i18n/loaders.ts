import type { TranslatedLanguage } from '../../shared/slots/manifest.ts';
import { provideLanguagePacks } from '../../shared/i18n/index.ts';
import { byFolder, LOCALE_AREAS } from './areas.ts';
import type { LanguagePack, Messages } from './messages.ts';
import zhCN from './packs/zh-CN.ts';

/** The source language's messages, each area's under its namespace. */
export const sourceMessages = Object.fromEntries(LOCALE_AREAS.map(({ locales }) => [locales.namespace, locales.source])) as Messages;

interface Translations {
  antd: LanguagePack['antd'];
  dayjs: string;
  translations: Record<string, object>;
}

const TRANSLATIONS: Record<TranslatedLanguage, () => Promise<{ default: Translations }>> = {
  'zh-TW': () => import('./packs/zh-TW.ts'),
  'en-US': () => import('./packs/en-US.ts'),
  'pt-BR': () => import('./packs/pt-BR.ts'),
};

/** A language's pack: every area's translation under its namespace, with antd's and dayjs's locale. */
export async function loadPack(language: TranslatedLanguage): Promise<LanguagePack> {
  const { antd, dayjs, translations: files } = (await TRANSLATIONS[language]()).default;
  const translations = byFolder(files);
  const messages = LOCALE_AREAS.map(({ folder, locales }) => {
    const translated = translations[folder];
    if (!translated) throw new Error(`no ${language} messages in ${folder}/locales`);
    return [locales.namespace, translated] as const;
  });
  return { antd, dayjs, messages: Object.fromEntries(messages) as Messages };
}

/**
 * The language packs, assembled here from the frame's and the features' locales (their
 * manifests). The source language ships with the shell; the others load on demand, each as
 * one chunk with antd's and dayjs's locale.
 */
provideLanguagePacks({
  'zh-CN': async () => ({ ...zhCN, messages: sourceMessages }),
  'zh-TW': () => loadPack('zh-TW'),
  'en-US': () => loadPack('en-US'),
  'pt-BR': () => loadPack('pt-BR'),
});
