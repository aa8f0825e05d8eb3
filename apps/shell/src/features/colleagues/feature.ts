import { defineLocales, type FeatureManifest } from '../../shared/slots/manifest.ts';
import { ColleagueSearch } from './ColleagueSearch.tsx';
import { colleaguesRoutes } from './routes.tsx';
import source from './locales/zh-CN.ts';

const locales = defineLocales({ namespace: 'colleagues', source });

/** Address book and find colleague on the home page (SPEC §1, §2, §5). */
export const feature: FeatureManifest<typeof locales> = {
  id: 'colleagues',
  locales,
  routes: [colleaguesRoutes],
  homeWidgets: [{ id: 'colleague-search', place: 'hero', component: ColleagueSearch }],
};
