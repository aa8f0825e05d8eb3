import antd from 'antd/locale/zh_CN';
import 'dayjs/locale/zh-cn';
import type { LanguagePack } from '../messages.ts';
import messages from './zh-CN-messages.ts';

export default { messages, antd, dayjs: 'zh-cn' } satisfies LanguagePack;
