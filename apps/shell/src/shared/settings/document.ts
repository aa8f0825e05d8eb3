import type { LayoutSettings } from './settings.ts';

/**
 * Puts the settings on <html> as the boot script does before first paint: data attributes the
 * frame's CSS reads, the colour-weak class and the primary colour variable. Keep in step with
 * public/boot-theme.js (a test checks both give the same result).
 */
export function applySettingsToDocument(settings: LayoutSettings, sidebarExpanded: boolean, root: HTMLElement = document.documentElement): void {
  root.dataset.navTheme = settings.navTheme;
  root.dataset.layout = settings.layout;
  root.dataset.contentWidth = settings.contentWidth;
  root.dataset.fixedHeader = String(settings.fixedHeader);
  root.dataset.fixedSidebar = String(settings.fixedSidebar);
  root.dataset.multiTab = String(settings.multiTab);
  root.dataset.sidebar = sidebarExpanded ? 'expanded' : 'collapsed';
  root.classList.toggle('colorWeak', settings.weak);
  root.style.setProperty('--portal-primary', settings.color);
}
