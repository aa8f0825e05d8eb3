import { App } from 'antd';
import { useEffect } from 'react';
import { setNotifier } from '../shared/http/index.ts';

/** Lets the HTTP client show its error notices through antd's themed notification. */
export function NotifierBridge() {
  const { notification } = App.useApp();
  useEffect(() => {
    // One notice per failure: the same key replaces the notice still shown instead of stacking another.
    setNotifier(({ title, description, key }) =>
      notification.error({ key, title, description: <span style={{ whiteSpace: 'pre-line' }}>{description}</span> }),
    );
  }, [notification]);
  return null;
}
