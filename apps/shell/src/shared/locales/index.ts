import { defineLocales } from '../slots/manifest.ts';
import source from './zh-CN.ts';

/** Shell-wide words and the HTTP error catalogue, under `common`. */
export const commonLocales = defineLocales({ namespace: 'common', source });
