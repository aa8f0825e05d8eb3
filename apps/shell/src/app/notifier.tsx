import { feedback } from '../shared/feedback/feedback.ts';
import { setNotifier } from '../shared/http/index.ts';

/** Lets the HTTP client show its error notices through antd's themed notification. */
export function connectNotifier(): void {
  // One notice per failure: the same key replaces the notice still shown instead of stacking another.
  setNotifier(({ title, description, key }) =>
    feedback.notification.error({ key, title, description: <span style={{ whiteSpace: 'pre-line' }}>{description}</span> }),
  );
}
