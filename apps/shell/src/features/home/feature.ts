import { defineLocales, type FeatureManifest } from '../../shared/slots/manifest.ts';
import { homeRoutes } from './routes.tsx';
import source from './locales/zh-CN.ts';

const locales = defineLocales({ namespace: 'home', source });

/** Home (SPEC §2): the home page, the guides, news and food menu, and the workbench customisation. */
export const feature: FeatureManifest<typeof locales> = {
  id: 'home',
  locales,
  routes: [homeRoutes],
  // The workbench customisation is the personal centre's page, but it edits the home page's layout.
  subPages: [{ parent: 'user-center', path: 'custom', lazy: () => import('./custom/CustomWorkbenchPage.tsx') }],
};
