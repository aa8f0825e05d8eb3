import { defineLocales, type FeatureManifest } from '../../shared/slots/manifest.ts';
import { allows } from '@portal/contracts';
import { FunctionSearch } from './FunctionSearch.tsx';
import source from './locales/zh-CN.ts';

const locales = defineLocales({ namespace: 'search', source });

/** Function search in the top bar (SPEC §1, §2). */
export const feature: FeatureManifest<typeof locales> = {
  id: 'search',
  locales,
  // Function search leads into the app centre: not offered to someone without it.
  headerSlots: [{ id: 'function-search', order: 0, component: FunctionSearch, visible: (session) => allows(session.permissions, 'app-center') }],
};
