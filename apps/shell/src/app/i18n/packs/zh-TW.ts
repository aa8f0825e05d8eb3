import antd from 'antd/locale/zh_TW';
import 'dayjs/locale/zh-tw';
import layout from '../../../layouts/locales/zh-TW.ts';
import account from '../../../features/account/locales/zh-TW.ts';
import appCenter from '../../../features/app-center/locales/zh-TW.ts';
import assistant from '../../../features/assistant/locales/zh-TW.ts';
import colleagues from '../../../features/colleagues/locales/zh-TW.ts';
import home from '../../../features/home/locales/zh-TW.ts';
import userCenter from '../../../features/user-center/locales/zh-TW.ts';
import wiki from '../../../features/wiki/locales/zh-TW.ts';
import search from '../../../features/search/locales/zh-TW.ts';
import tenant from '../../../features/tenant/locales/zh-TW.ts';
import settings from '../../../features/settings/locales/zh-TW.ts';
import footer from '../../../features/footer/locales/zh-TW.ts';
import common from '../../../shared/locales/zh-TW.ts';
import type { LanguagePack, Messages } from '../messages.ts';

const messages: Messages = { common, layout, home, appCenter, userCenter, colleagues, wiki, account, search, tenant, settings, footer, assistant };

export default { messages, antd, dayjs: 'zh-tw' } satisfies LanguagePack;
