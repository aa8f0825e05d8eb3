import { defineLocales, type FeatureManifest } from '../../shared/slots/manifest.ts';
import source from './locales/zh-CN.ts';

const locales = defineLocales({ namespace: 'account', source });

/** The account's password change form (SPEC §5), shown by the frame's dialog and the security settings page. */
export const feature: FeatureManifest<typeof locales> = {
  id: 'account',
  locales,
  components: { passwordForm: () => import('./PasswordForm.tsx').then((m) => ({ default: m.PasswordForm })) },
};
