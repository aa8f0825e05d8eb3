import antd from 'antd/locale/en_US';
import 'dayjs/locale/en';

/** en-US: every area's translation (`locales/en-US.ts` beside each source), with antd's and dayjs's locale, in one chunk. */
export default {
  antd,
  dayjs: 'en',
  // Imports nothing of the shell's own code: the shell starts by awaiting this pack.
  translations: import.meta.glob<object>(['../../../features/*/locales/en-US.ts', '../../../layouts/locales/en-US.ts', '../../../shared/locales/en-US.ts'], { eager: true, import: 'default' }),
};
