import { Result } from 'antd';
import type { Messages } from './messages.ts';

export function NotBuilt({ m }: { m: Messages }) {
  return <Result status="info" title={m.notBuilt} subTitle={m.notBuiltDetail} />;
}
