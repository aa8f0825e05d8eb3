import antd from 'antd/locale/en_US';
import 'dayjs/locale/en';
import layout from '../../../layouts/locales/en-US.ts';
import account from '../../../features/account/locales/en-US.ts';
import appCenter from '../../../features/app-center/locales/en-US.ts';
import assistant from '../../../features/assistant/locales/en-US.ts';
import colleagues from '../../../features/colleagues/locales/en-US.ts';
import home from '../../../features/home/locales/en-US.ts';
import userCenter from '../../../features/user-center/locales/en-US.ts';
import wiki from '../../../features/wiki/locales/en-US.ts';
import search from '../../../features/search/locales/en-US.ts';
import tenant from '../../../features/tenant/locales/en-US.ts';
import settings from '../../../features/settings/locales/en-US.ts';
import footer from '../../../features/footer/locales/en-US.ts';
import common from '../../../shared/locales/en-US.ts';
import type { LanguagePack, Messages } from '../messages.ts';

const messages: Messages = { common, layout, home, appCenter, userCenter, colleagues, wiki, account, search, tenant, settings, footer, assistant };

export default { messages, antd, dayjs: 'en' } satisfies LanguagePack;
