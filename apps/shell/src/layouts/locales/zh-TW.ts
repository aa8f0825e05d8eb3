import type source from './zh-CN.ts';

const messages: typeof source = {
  brand: '協同辦公平台',
  collapse: '收起選單',
  expand: '展開選單',
  openMenu: '開啟選單',
  userMenu: {
    label: '個人選單',
    center: '個人中心',
    tenant: '切換租戶',
    password: '修改密碼',
    language: '語言',
    logout: '登出',
    logoutConfirmTitle: '資訊',
    logoutConfirm: '您確定要登出嗎？',
  },
  header: {
    hrConsult: '人事諮詢',
    adminConsult: '行政諮詢',
    ticket: '提交工單',
    messages: '訊息中心',
    unread: '{{count}} 則未讀訊息',
    allMessages: '查看全部訊息',
    noUnread: '暫無未讀訊息',
    language: '切換語言',
    languageFailed: '語言包載入失敗，請檢查網路後重試',
    settings: '版面設定',
  },
  tabs: {
    reload: '重新載入',
    label: '已開啟的頁籤',
    more: '頁籤操作',
    closeCurrent: '關閉目前',
    closeLeft: '關閉左側',
    closeRight: '關閉右側',
    closeAll: '關閉全部',
    last: '這是最後一個標籤了, 無法被關閉',
    noLeft: '左側沒有標籤',
    noRight: '右側沒有標籤',
  },
};
export default messages;
