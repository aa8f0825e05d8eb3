import type { Locale } from 'antd/es/locale';
import type zhCN from './packs/zh-CN-messages.ts';

/** The shape of a language pack's messages: zh-CN is the source, every pack has exactly its keys. */
export type Messages = typeof zhCN;

export const LANGUAGES = ['zh-CN', 'zh-TW', 'en-US', 'pt-BR'] as const;
export type Language = (typeof LANGUAGES)[number];

export const LANGUAGE_LABELS: Record<Language, string> = {
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  'en-US': 'English',
  'pt-BR': 'Português',
};

/** A language as loaded on demand: messages with antd's and dayjs's locale. */
export interface LanguagePack {
  messages: Messages;
  antd: Locale;
  dayjs: string;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
