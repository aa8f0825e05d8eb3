import { defineLocales, type FeatureManifest } from '../../shared/slots/manifest.ts';
import { userCenterRoutes } from './routes.tsx';
import source from './locales/zh-CN.ts';

const locales = defineLocales({ namespace: 'userCenter', source });

/** Personal centre (SPEC §2, §5). */
export const feature: FeatureManifest<typeof locales> = {
  id: 'user-center',
  locales,
  routes: [userCenterRoutes],
};
