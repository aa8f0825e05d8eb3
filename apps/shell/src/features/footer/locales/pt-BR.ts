import type source from './zh-CN.ts';

const messages: typeof source = { title: 'Sistemas da empresa', handle: 'Sistemas da empresa' };
export default messages;
