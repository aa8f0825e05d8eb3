import type source from './zh-CN.ts';

const messages: typeof source = { title: 'Company systems', handle: 'Company systems' };
export default messages;
