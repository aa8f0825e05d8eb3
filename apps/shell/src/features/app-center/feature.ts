import { defineLocales, type FeatureManifest } from '../../shared/slots/manifest.ts';
import { FunctionTabTitlesSlot } from './FunctionTabTitlesSlot.tsx';
import { appCenterRoutes } from './routes.tsx';
import source from './locales/zh-CN.ts';

const locales = defineLocales({ namespace: 'appCenter', source });

/** App centre (SPEC §2): the function catalogue and the business functions' tabs. */
export const feature: FeatureManifest<typeof locales> = {
  id: 'app-center',
  locales,
  routes: [appCenterRoutes],
  frameSlots: [{ id: 'function-tab-titles', place: 'background', component: FunctionTabTitlesSlot }],
};
