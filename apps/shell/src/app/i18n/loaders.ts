import { provideLanguagePacks } from '../../shared/i18n/index.ts';
import zhCN from './packs/zh-CN.ts';

/**
 * The language packs, assembled here from the frame's and the features' locale folders. The
 * source language ships with the shell; the others load on demand, each as its own chunk with
 * antd's and dayjs's locale.
 */
provideLanguagePacks({
  'zh-CN': async () => zhCN,
  'zh-TW': () => import('./packs/zh-TW.ts').then((m) => m.default),
  'en-US': () => import('./packs/en-US.ts').then((m) => m.default),
  'pt-BR': () => import('./packs/pt-BR.ts').then((m) => m.default),
});
