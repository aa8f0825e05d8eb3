import type source from './zh-CN.ts';

const messages: typeof source = {
  title: 'Layout settings',
  reset: 'Reset',
  navTheme: 'Overall style',
  themes: { dark: 'Dark navigation', light: 'Light navigation', realDark: 'Dark mode (whole page)' },
  color: 'Primary colour',
  colors: {
    green: 'Polar green (default)',
    daybreak: 'Daybreak blue',
    geekblue: 'Geek blue',
    cyan: 'Cyan',
    purple: 'Golden purple',
    dust: 'Dust red',
    volcano: 'Volcano',
    sunset: 'Sunset orange',
  },
  layout: 'Navigation mode',
  layouts: { sidemenu: 'Side menu', topmenu: 'Top menu', mixmenu: 'Mixed menu' },
  contentWidth: 'Content width',
  widths: { Fluid: 'Fluid', Fixed: 'Fixed' },
  fluidOnly: 'Always fluid with the side menu',
  fixedHeader: 'Fixed header',
  autoHideHeader: 'Hide header when scrolling down',
  needsFixedHeader: 'Needs a fixed header',
  fixedSidebar: 'Fixed side menu',
  noSider: 'Not with the top menu',
  other: 'Other settings',
  weak: 'Colour-weak mode',
  multiTab: 'Multiple tabs',
};
export default messages;
