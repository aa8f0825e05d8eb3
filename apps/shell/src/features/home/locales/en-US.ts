import type { Messages } from '../../../shared/i18n/types.ts';

const messages: Messages['home'] = {
  menu: 'Home',
  guides: { admin: 'Admin guide', hr: 'HR guide', financial: 'Finance guide', it: 'IT guide', brand: 'Brand guide' },
  list: 'News box',
  detail: 'News detail',
  foodMenu: 'Weekly menu',
};
export default messages;
