import { defineLocales } from '../../shared/slots/manifest.ts';
import source from './zh-CN.ts';

/** The frame's words, under `layout`. */
export const layoutLocales = defineLocales({ namespace: 'layout', source });
