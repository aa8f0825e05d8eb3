import { App } from 'antd';
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useTranslation } from 'react-i18next';
import { QuietBoundary } from '../../shared/components/QuietBoundary.tsx';
import { useFrameDialogs, type FrameDialog } from '../frame-dialogs.ts';

type Dialog = ComponentType<{ open: boolean; onClose: () => void }>;

/** Secondary dialogs stay out of the first paint: each loads when first opened. */
const LOADERS: Record<FrameDialog, () => Promise<{ default: Dialog }>> = {
  settings: () => import('../../features/settings/SettingsDrawer.tsx'),
  tenant: () => import('../../features/tenant/TenantSwitchModal.tsx'),
  password: () => import('./PasswordDialog.tsx'),
};

const loaded = new Map<FrameDialog, LazyExoticComponent<Dialog>>();

/** One lazy component per dialog; a failed download is forgotten so the next opening tries again. */
function dialogComponent(name: FrameDialog): LazyExoticComponent<Dialog> {
  let component = loaded.get(name);
  if (!component) {
    component = lazy(LOADERS[name]);
    loaded.set(name, component);
  }
  return component;
}

export function FrameDialogs() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const open = useFrameDialogs((s) => s.open);
  const names = useFrameDialogs((s) => s.loaded);
  const close = useFrameDialogs((s) => s.close);
  const forget = useFrameDialogs((s) => s.forget);
  return (
    <>
      {names.map((name) => {
        const Dialog = dialogComponent(name);
        return (
          <QuietBoundary
            key={name}
            onError={() => {
              // A chunk that failed to download (network, new release): say so, and let a later click try again.
              loaded.delete(name);
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
