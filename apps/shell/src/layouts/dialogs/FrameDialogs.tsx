import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { QuietBoundary } from '../../shared/components/QuietBoundary.tsx';
import type { LazyComponent, DialogProps } from '../../shared/slots/manifest.ts';
import { forgetLazy, lazyOnce, useFeatureSlots } from '../../shared/slots/slots.tsx';
import { PASSWORD_DIALOG, useFrameDialogs } from '../frame-dialogs.ts';
import { useFeedback } from '../../shared/feedback/feedback.ts';

const importPasswordDialog: LazyComponent<DialogProps> = () => import('./PasswordDialog.tsx');
const passwordDialogs = new WeakMap<object, LazyComponent<DialogProps>>();

/**
 * The password dialog's loader, which fetches the dialog and the form the account feature
 * supplies at once rather than one after the other. One loader per form, so the dialog's lazy
 * component is the same on every render.
 */
function passwordDialog(form: (() => Promise<unknown>) | undefined): LazyComponent<DialogProps> {
  if (!form) return importPasswordDialog;
  let loader = passwordDialogs.get(form);
  if (!loader) {
    loader = () => Promise.all([importPasswordDialog(), form()]).then(([dialog]) => dialog);
    passwordDialogs.set(form, loader);
  }
  return loader;
}

/** Secondary dialogs stay out of the first paint: each loads when first opened. */
function useLoaders(): ReadonlyMap<string, LazyComponent<DialogProps>> {
  const { dialogs, components } = useFeatureSlots();
  return new Map([...dialogs.map((dialog) => [dialog.id, dialog.lazy] as const), [PASSWORD_DIALOG, passwordDialog(components.passwordForm)]]);
}

export function FrameDialogs() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const loaders = useLoaders();
  const open = useFrameDialogs((s) => s.open);
  const names = useFrameDialogs((s) => s.loaded);
  const close = useFrameDialogs((s) => s.close);
  const forget = useFrameDialogs((s) => s.forget);
  return (
    <>
      {names.map((name) => {
        const loader = loaders.get(name);
        if (!loader) return null;
        // One lazy component per dialog; a failed download is forgotten so the next opening tries again.
        const Dialog = lazyOnce(loader);
        return (
          <QuietBoundary
            key={name}
            onError={() => {
              // A chunk that failed to download (network, new release): say so, and let a later click try again.
              forgetLazy(loader);
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
