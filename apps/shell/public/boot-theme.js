/*
 * Applies the stored layout settings (SPEC §3 keys) to <html> before the app loads, so the first
 * paint already has the right navigation theme, layout, colour and colour-weak mode. Loaded as a
 * blocking external script in index.html's head (the Content-Security-Policy forbids inline
 * script). Mirrors src/shared/settings/{storage,settings,document}.ts; a test keeps them in step.
 */
(function () {
  var root = document.documentElement;
  function read(key) {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  }
  function oneOf(value, allowed, fallback) {
    return allowed.indexOf(value) >= 0 ? value : fallback;
  }
  function flag(value, fallback) {
    return value === 'true' ? true : value === 'false' ? false : fallback;
  }
  var layout = oneOf(read('layout'), ['sidemenu', 'topmenu', 'mixmenu'], 'sidemenu');
  var color = read('color');
  var fixedHeader = flag(read('fixed_header'), false);
  var contentWidth = layout === 'sidemenu' ? 'Fluid' : oneOf(read('content_width'), ['Fluid', 'Fixed'], 'Fluid');
  var language = oneOf(read('app_language'), ['zh-CN', 'zh-TW', 'en-US', 'pt-BR'], '');

  root.dataset.navTheme = oneOf(read('nav_theme'), ['dark', 'light', 'realDark'], 'dark');
  root.dataset.layout = layout;
  root.dataset.contentWidth = contentWidth;
  root.dataset.fixedHeader = String(fixedHeader);
  root.dataset.fixedSidebar = String(layout === 'topmenu' ? false : flag(read('fixed_sidebar'), false));
  root.dataset.multiTab = String(flag(read('multi_tab'), true));
  root.dataset.sidebar = flag(read('sidebar_type'), true) ? 'expanded' : 'collapsed';
  if (flag(read('weak'), false)) root.classList.add('colorWeak');
  root.style.setProperty('--portal-primary', /^#[0-9a-f]{6}$/i.test(color || '') ? color.toUpperCase() : '#52C41A');
  if (language) root.lang = language;
})();
