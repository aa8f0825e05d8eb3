import type { LanguagePack as LoadedPack } from '../../shared/i18n/types.ts';
import type zhCN from './packs/zh-CN-messages.ts';

/** The shape of a language pack's messages: zh-CN is the source, every pack has exactly its keys. */
export type Messages = typeof zhCN;

/** A pack as the packs declare it: the loaded shape, with messages checked against the source language. */
export type LanguagePack = LoadedPack & { messages: Messages };

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: Messages };
  }
}
