import { defineLocales, type FeatureManifest } from '../../shared/slots/manifest.ts';
import { FloatingToolsSlot } from './FloatingToolsSlot.tsx';
import source from './locales/zh-CN.ts';

const locales = defineLocales({ namespace: 'assistant', source });

/** The home page's floating help and the assistant (SPEC §1, §4, §9). */
export const feature: FeatureManifest<typeof locales> = {
  id: 'assistant',
  locales,
  homeWidgets: [{ id: 'floating-tools', place: 'overlay', component: FloatingToolsSlot }],
};
