import type { App } from 'antd';
import type { ReactNode } from 'react';
import { create } from 'zustand';

/** antd's themed notices (message, confirm dialogs, notifications), as `App.useApp()` gives them. */
export type NoticeApi = Pick<ReturnType<typeof App.useApp>, 'message' | 'modal' | 'notification'>;
type ConfirmProps = Parameters<NoticeApi['modal']['confirm']>[0];
type NotificationProps = Parameters<NoticeApi['notification']['error']>[0];

/**
 * The notices every page and the frame use. antd's App with its message, modal and notification
 * code is not part of the first paint: it loads just after it (or at the first notice, which then
 * shows once it has arrived), and registers here.
 */
export interface Feedback {
  message: Record<'success' | 'error' | 'warning' | 'info', (content: ReactNode) => void>;
  modal: { confirm: (props: ConfirmProps) => void };
  notification: { error: (props: NotificationProps) => void };
}

let api: NoticeApi | undefined;
const waiting: ((ready: NoticeApi) => void)[] = [];

/** Whether the notices' code is asked for: the app mounts their host once it is. */
export const useNoticesWanted = create<{ wanted: boolean }>(() => ({ wanted: false }));

/** Asks for the notices' code. */
export function wantNotices(): void {
  if (!useNoticesWanted.getState().wanted) useNoticesWanted.setState({ wanted: true });
}

/** The notices' code could not be fetched: the next notice asks again. */
export function noticesUnavailable(): void {
  useNoticesWanted.setState({ wanted: false });
}

/** Called by the host when antd's App is mounted (and with `undefined` when it unmounts). */
export function registerNotices(ready: NoticeApi | undefined): void {
  api = ready;
  if (ready) for (const run of waiting.splice(0)) run(ready);
}

function withApi(run: (ready: NoticeApi) => void): void {
  if (api) {
    run(api);
    return;
  }
  waiting.push(run);
  wantNotices();
}

export const feedback: Feedback = {
  message: {
    success: (content) => withApi((a) => void a.message.success(content)),
    error: (content) => withApi((a) => void a.message.error(content)),
    warning: (content) => withApi((a) => void a.message.warning(content)),
    info: (content) => withApi((a) => void a.message.info(content)),
  },
  modal: { confirm: (props) => withApi((a) => void a.modal.confirm(props)) },
  notification: { error: (props) => withApi((a) => a.notification.error(props)) },
};

/** The notices, as a hook for components (the same object on every render). */
export function useFeedback(): Feedback {
  return feedback;
}
