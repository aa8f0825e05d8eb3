import { App } from 'antd';
import { useEffect } from 'react';
import { setNotifier } from '../shared/http/index.ts';

/** Lets the HTTP client show its error notices through antd's themed notification. */
export function NotifierBridge() {
  const { notification } = App.useApp();
  useEffect(() => {
    setNotifier(({ title, description }) =>
      notification.error({ title, description: <span style={{ whiteSpace: 'pre-line' }}>{description}</span> }),
    );
  }, [notification]);
  return null;
}
