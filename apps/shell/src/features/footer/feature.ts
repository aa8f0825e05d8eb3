import { defineLocales, type FeatureManifest } from '../../shared/slots/manifest.ts';
import { FriendlyLinks } from './FriendlyLinks.tsx';
import source from './locales/zh-CN.ts';

const locales = defineLocales({ namespace: 'footer', source });

/** The footer of friendly links (SPEC §1). */
export const feature: FeatureManifest<typeof locales> = {
  id: 'footer',
  locales,
  frameSlots: [{ id: 'friendly-links', place: 'footer', component: FriendlyLinks }],
};
