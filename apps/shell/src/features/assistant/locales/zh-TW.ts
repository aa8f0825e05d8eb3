import type source from './zh-CN.ts';

const messages: typeof source = {
  open: '智慧助理',
  title: '智慧助理',
  subtitle: '詢問功能入口、辦事指南或同事聯絡方式',
  placeholder: '輸入問題，按 Enter 傳送',
  send: '傳送',
  newChat: '新對話',
  close: '關閉',
  welcome: '你好，我是協同辦公平台的智慧助理。可以問我「怎麼請假」「報銷流程」「會議室預訂」，或同事的名字。',
  thinking: '正在思考…',
  failed: '回答失敗，請稍後再試',
  examples: { leave: '怎麼請假', expense: '費用報銷', meeting: '預訂會議室' },
  help: '說明',
  helpMenu: { hr: '人事諮詢', admin: '行政諮詢', ticket: '提交工單' },
};
export default messages;
