import type { Messages } from '../../../shared/i18n/types.ts';

const messages: Messages['home'] = {
  menu: '首頁',
  guides: { admin: '行政指南', hr: '人事指南', financial: '財務指南', it: 'IT指南', brand: '品牌指南' },
  list: '資訊盒子',
  detail: '資訊詳情',
  foodMenu: '每週菜單',
};
export default messages;
