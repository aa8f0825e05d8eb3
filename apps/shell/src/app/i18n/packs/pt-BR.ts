import antd from 'antd/locale/pt_BR';
import 'dayjs/locale/pt-br';

/** pt-BR: every area's translation (`locales/pt-BR.ts` beside each source), with antd's and dayjs's locale, in one chunk. */
export default {
  antd,
  dayjs: 'pt-br',
  // Imports nothing of the shell's own code: the shell starts by awaiting this pack.
  translations: import.meta.glob<object>(['../../../features/*/locales/pt-BR.ts', '../../../layouts/locales/pt-BR.ts', '../../../shared/locales/pt-BR.ts'], { eager: true, import: 'default' }),
};
