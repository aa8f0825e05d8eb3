import layout from '../../../layouts/locales/zh-CN.ts';
import account from '../../../features/account/locales/zh-CN.ts';
import appCenter from '../../../features/app-center/locales/zh-CN.ts';
import assistant from '../../../features/assistant/locales/zh-CN.ts';
import colleagues from '../../../features/colleagues/locales/zh-CN.ts';
import home from '../../../features/home/locales/zh-CN.ts';
import userCenter from '../../../features/user-center/locales/zh-CN.ts';
import wiki from '../../../features/wiki/locales/zh-CN.ts';
import search from '../../../features/search/locales/zh-CN.ts';
import tenant from '../../../features/tenant/locales/zh-CN.ts';
import settings from '../../../features/settings/locales/zh-CN.ts';
import footer from '../../../features/footer/locales/zh-CN.ts';
import common from '../../../shared/locales/zh-CN.ts';

/** The source language's messages, one key per area of the shell. */
export default { common, layout, home, appCenter, userCenter, colleagues, wiki, account, search, tenant, settings, footer, assistant };
