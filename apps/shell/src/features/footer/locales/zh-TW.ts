import type source from './zh-CN.ts';

const messages: typeof source = { title: '常用系統', handle: '常用系統' };
export default messages;
