import { defineLocales, type FeatureManifest } from '../../shared/slots/manifest.ts';
import { wikiRoutes } from './routes.tsx';
import source from './locales/zh-CN.ts';

const locales = defineLocales({ namespace: 'wiki', source });

/** The service guides and the single sign-on entries: community wiki, enterprise wiki, mailbox (SPEC §2). */
export const feature: FeatureManifest<typeof locales> = {
  id: 'wiki',
  locales,
  routes: wikiRoutes,
};
