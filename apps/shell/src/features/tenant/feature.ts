import { defineLocales, type FeatureManifest } from '../../shared/slots/manifest.ts';
import { SwapOutlined } from '@ant-design/icons';
import { useCanSwitchTenant } from './api.ts';
import source from './locales/zh-CN.ts';

const locales = defineLocales({ namespace: 'tenant', source });

/** Tenant switching from the avatar menu (SPEC §4). */
export const feature: FeatureManifest<typeof locales> = {
  id: 'tenant',
  locales,
  dialogs: [
    {
      id: 'tenant',
      lazy: () => import('./TenantSwitchModal.tsx'),
      // Offered only to someone with another tenant to switch to.
      menu: { icon: SwapOutlined, labelKey: 'layout.userMenu.tenant', section: 'account', order: 0, useAvailable: useCanSwitchTenant },
    },
  ],
};
