import type { Locale } from 'antd/es/locale';
import { LANGUAGES, type Language } from '@portal/contracts';

export { LANGUAGES, type Language };

export const LANGUAGE_LABELS: Record<Language, string> = {
  'zh-CN': '简体中文',
  'zh-TW': '繁體中文',
  'en-US': 'English',
  'pt-BR': 'Português',
};

/** A language as loaded on demand: messages with antd's and dayjs's locale. */
export interface LanguagePack {
  /** Nested message objects; `app/` checks every pack against the source language's keys. */
  messages: Record<string, unknown>;
  antd: Locale;
  dayjs: string;
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
