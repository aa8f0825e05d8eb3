import type source from './zh-CN.ts';

const messages: typeof source = {
  community: '社群百科',
  enterprise: '企業百科',
  mailbox: '企業郵箱',
  guides: '辦事指南',
  guidesIntro: '常見事務的辦理流程與聯絡人，一處查閱。',
  opening: '正在開啟{{name}}…',
  opened: '{{name}}已在新視窗中開啟',
  openedHint: '如果沒有看到新視窗，可能被瀏覽器攔截了，請點擊下方按鈕。',
  openAgain: '再次開啟{{name}}',
  failed: '暫時無法開啟{{name}}',
};
export default messages;
