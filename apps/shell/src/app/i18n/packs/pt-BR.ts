import antd from 'antd/locale/pt_BR';
import 'dayjs/locale/pt-br';
import layout from '../../../layouts/locales/pt-BR.ts';
import account from '../../../features/account/locales/pt-BR.ts';
import appCenter from '../../../features/app-center/locales/pt-BR.ts';
import assistant from '../../../features/assistant/locales/pt-BR.ts';
import colleagues from '../../../features/colleagues/locales/pt-BR.ts';
import home from '../../../features/home/locales/pt-BR.ts';
import userCenter from '../../../features/user-center/locales/pt-BR.ts';
import wiki from '../../../features/wiki/locales/pt-BR.ts';
import search from '../../../features/search/locales/pt-BR.ts';
import tenant from '../../../features/tenant/locales/pt-BR.ts';
import settings from '../../../features/settings/locales/pt-BR.ts';
import footer from '../../../features/footer/locales/pt-BR.ts';
import common from '../../../shared/locales/pt-BR.ts';
import type { LanguagePack, Messages } from '../messages.ts';

const messages: Messages = { common, layout, home, appCenter, userCenter, colleagues, wiki, account, search, tenant, settings, footer, assistant };

export default { messages, antd, dayjs: 'pt-br' } satisfies LanguagePack;
