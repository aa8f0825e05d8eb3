import { defineLocales, type FeatureManifest } from '../../shared/slots/manifest.ts';
import { SettingOutlined } from '@ant-design/icons';
import source from './locales/zh-CN.ts';

const locales = defineLocales({ namespace: 'settings', source });

/** The layout settings drawer (SPEC §4). */
export const feature: FeatureManifest<typeof locales> = {
  id: 'settings',
  locales,
  dialogs: [
    {
      id: 'settings',
      lazy: () => import('./SettingsDrawer.tsx'),
      menu: { icon: SettingOutlined, labelKey: 'layout.header.settings', section: 'preferences', order: 0 },
    },
  ],
};
