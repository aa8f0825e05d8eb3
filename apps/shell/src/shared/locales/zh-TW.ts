import type source from './zh-CN.ts';

const messages: typeof source = {
  productTitle: '協同辦公平台',
  loading: '載入中…',
  loadFailed: '載入失敗，請重試',
  retry: '重試',
  reload: '重新載入',
  backHome: '返回首頁',
  comingSoon: {
    title: '功能建設中',
    description: '「{{name}}」即將上線，敬請期待。',
  },
  http: {
    forbidden: 'Forbidden',
    statusTitle: 'HTTP狀態碼{{status}},服務狀態碼{{code}}',
    codeTitle: '狀態碼: {{code}}',
    timeout: '請求逾時，請稍後重試',
    network: '網路連線失敗，請檢查網路後重試',
    requestId: '請求編號：{{id}}',
  },
  errors: {
    forbiddenTitle: '403',
    forbidden: '抱歉，您無權存取此頁面。',
    notFoundTitle: '404',
    notFound: '抱歉，您存取的頁面不存在。',
    crashTitle: '頁面出錯了',
    crash: '頁面執行時發生錯誤，請重新載入。',
    chunkTitle: '頁面資源載入失敗',
    chunk: '可能是網路中斷或系統剛剛升級，請重新載入頁面。',
    apiDownTitle: '服務暫不可用',
    apiDown: '暫時無法連線到伺服器，恢復後將自動重試。',
  },
  list: {
    total: '共 {{total}} 筆',
    selected: '已選 {{count}} 項',
    selected_one: '已選 {{count}} 項',
    selectRow: '選擇此列',
    empty: '暫無資料',
  },
};
export default messages;
