import { App } from 'antd';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { QuietBoundary } from '../../shared/components/QuietBoundary.tsx';
import { useFrameDialogs, type FrameDialog } from '../frame-dialogs.ts';

type Dialog = ComponentType<{ open: boolean; onClose: () => void }>;

/** Secondary dialogs stay out of the first paint: each loads when first opened. */
const DIALOGS: Record<FrameDialog, LazyExoticComponent<Dialog>> = {
  settings: lazy(() => import('../../features/settings/SettingsDrawer.tsx')),
  tenant: lazy(() => import('../../features/tenant/TenantSwitchModal.tsx')),
  password: lazy(() => import('./PasswordDialog.tsx')),
};

export function FrameDialogs() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const open = useFrameDialogs((s) => s.open);
  const loaded = useFrameDialogs((s) => s.loaded);
  const close = useFrameDialogs((s) => s.close);
  const forget = useFrameDialogs((s) => s.forget);
  return (
    <>
      {loaded.map((name) => {
        const Dialog = DIALOGS[name];
        return (
          <QuietBoundary
            key={name}
            onError={() => {
              // A chunk that failed to download (network, new release): say so, and let a later click try again.
              forget(name);
              void message.error(t('common.errors.chunk'));
            }}
          >
            <Suspense fallback={null}>
              <Dialog open={open === name} onClose={close} />
            </Suspense>
          </QuietBoundary>
        );
      })}
    </>
  );
}
