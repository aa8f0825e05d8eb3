import { App } from 'antd';
import { useEffect } from 'react';
import { registerNotices } from './feedback.ts';

function Register() {
  const { message, modal, notification } = App.useApp();
  useEffect(() => {
    registerNotices({ message, modal, notification });
    return () => registerNotices(undefined);
  }, [message, modal, notification]);
  return null;
}

/** antd's App for the notices (inside the app's ConfigProvider: themed, in the user's language); renders nothing itself. */
export default function NoticesHost() {
  return (
    <App component={false}>
      <Register />
    </App>
  );
}
