import type source from './zh-CN.ts';

const messages: typeof source = {
  title: '切換租戶',
  current: '目前租戶',
  switch: '切換',
  confirmTitle: '切換租戶',
  confirm: '確定切換到「{{name}}」嗎？已開啟的頁籤將被關閉。',
  switched: '已切換到「{{name}}」',
  retry: '載入失敗，點擊重試',
};
export default messages;
