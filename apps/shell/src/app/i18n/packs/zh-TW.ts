import antd from 'antd/locale/zh_TW';
import 'dayjs/locale/zh-tw';

/** zh-TW: every area's translation (`locales/zh-TW.ts` beside each source), with antd's and dayjs's locale, in one chunk. */
export default {
  antd,
  dayjs: 'zh-tw',
  // Imports nothing of the shell's own code: the shell starts by awaiting this pack.
  translations: import.meta.glob<object>(['../../../features/*/locales/zh-TW.ts', '../../../layouts/locales/zh-TW.ts', '../../../shared/locales/zh-TW.ts'], { eager: true, import: 'default' }),
};
