import type source from './zh-CN.ts';

const messages: typeof source = {
  title: '版面設定',
  reset: '恢復預設',
  navTheme: '整體風格設定',
  themes: { dark: '暗色選單風格', light: '亮色選單風格', realDark: '暗黑模式（整頁）' },
  color: '主題色',
  colors: {
    green: '極光綠（預設）',
    daybreak: '拂曉藍',
    geekblue: '極客藍',
    cyan: '明青',
    purple: '醬紫',
    dust: '薄暮',
    volcano: '火山',
    sunset: '日暮',
  },
  layout: '導覽模式',
  layouts: { sidemenu: '側邊選單版面', topmenu: '頂部選單版面', mixmenu: '混合選單版面' },
  contentWidth: '內容區域寬度',
  widths: { Fluid: '流式', Fixed: '定寬' },
  fluidOnly: '側邊選單版面時為流式',
  fixedHeader: '固定 Header',
  autoHideHeader: '下滑時隱藏 Header',
  needsFixedHeader: '固定 Header 時可用',
  fixedSidebar: '固定側邊選單',
  noSider: '頂部選單版面時不可用',
  other: '其他設定',
  weak: '色弱模式',
  multiTab: '多頁籤模式',
};
export default messages;
