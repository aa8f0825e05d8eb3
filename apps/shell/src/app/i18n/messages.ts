import type { FeatureLocales } from '../../shared/slots/manifest.ts';
import type { LanguagePack as LoadedPack } from '../../shared/i18n/types.ts';
import type { layoutLocales } from '../../layouts/locales/index.ts';
import type { commonLocales } from '../../shared/locales/index.ts';
import type { FEATURES } from '../features.ts';

type Area = typeof commonLocales | typeof layoutLocales | (typeof FEATURES)[number]['locales'];
type AreaMessages<A> = A extends FeatureLocales<infer N, infer S> ? { [K in N]: S } : never;
type Intersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void ? I : never;

/** The shape of a language pack's messages: each area's source (zh-CN) under its namespace; every pack has exactly its keys. */
export type Messages = Intersection<AreaMessages<Area>>;

/** A pack as the packs declare it: the loaded shape, with messages checked against the source language. */
export type LanguagePack = LoadedPack & { messages: Messages };

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: Messages };
  }
}
