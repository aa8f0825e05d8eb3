import { describe, expect, it } from 'vitest';
import script from '../../../public/boot-theme.js?raw';
import { applySettingsToDocument } from './document.ts';
import { DEFAULT_SETTINGS, applyChange, effectiveSettings, menuThemeOf, pageModeOf } from './settings.ts';
import { loadSettings, loadSidebarExpanded, saveSettings } from './storage.ts';

describe('layout rules (SPEC §4)', () => {
  it('defaults to dark, green, side menu, fluid, header and sider unpinned, multi-tab on (SPEC §9)', () => {
    expect(DEFAULT_SETTINGS).toMatchObject({
      navTheme: 'dark',
      color: '#52C41A',
      layout: 'sidemenu',
      contentWidth: 'Fluid',
      fixedHeader: false,
      fixedSidebar: false,
      multiTab: true,
    });
  });

  it('other layouts make the width fixed and unpin the sider; the side menu forces fluid', () => {
    const pinned = applyChange(DEFAULT_SETTINGS, { fixedSidebar: true });
    const top = applyChange(pinned, { layout: 'topmenu' });
    expect(top).toMatchObject({ contentWidth: 'Fixed', fixedSidebar: false });
    const mix = applyChange(pinned, { layout: 'mixmenu' });
    expect(mix).toMatchObject({ contentWidth: 'Fixed', fixedSidebar: false });
    expect(applyChange(mix, { fixedSidebar: true }).fixedSidebar).toBe(true);
    expect(applyChange(top, { fixedSidebar: true }).fixedSidebar).toBe(false);
    expect(applyChange(top, { layout: 'sidemenu' }).contentWidth).toBe('Fluid');
    expect(applyChange(DEFAULT_SETTINGS, { contentWidth: 'Fixed' }).contentWidth).toBe('Fluid');
  });

  it('auto-hiding needs a fixed header', () => {
    const on = applyChange(DEFAULT_SETTINGS, { fixedHeader: true, autoHideHeader: true });
    expect(on.autoHideHeader).toBe(true);
    expect(applyChange(on, { fixedHeader: false }).autoHideHeader).toBe(false);
  });

  it('mobile forces fluid width', () => {
    const fixed = applyChange(DEFAULT_SETTINGS, { layout: 'topmenu' });
    expect(effectiveSettings(fixed, true).contentWidth).toBe('Fluid');
    expect(effectiveSettings(fixed, false).contentWidth).toBe('Fixed');
  });
});

describe('stored settings (SPEC §3 keys)', () => {
  it('round-trips under the SPEC keys as plain strings', () => {
    saveSettings(applyChange(DEFAULT_SETTINGS, { navTheme: 'light', layout: 'mixmenu', weak: true, color: '#1677FF' }));
    expect(localStorage.getItem('nav_theme')).toBe('light');
    expect(localStorage.getItem('layout')).toBe('mixmenu');
    expect(localStorage.getItem('content_width')).toBe('Fixed');
    expect(localStorage.getItem('weak')).toBe('true');
    expect(localStorage.getItem('color')).toBe('#1677FF');
    expect(localStorage.getItem('multi_tab')).toBe('true');
    expect(loadSettings()).toMatchObject({ navTheme: 'light', layout: 'mixmenu', weak: true, color: '#1677FF', contentWidth: 'Fixed' });
  });

  it('falls back to the defaults for missing or malformed values', () => {
    localStorage.setItem('nav_theme', 'purple');
    localStorage.setItem('color', 'red; background:url(x)');
    localStorage.setItem('fixed_header', 'yes');
    expect(loadSettings()).toEqual(DEFAULT_SETTINGS);
    expect(loadSidebarExpanded()).toBe(true);
  });
});

describe('whole-page dark mode (nav_theme realDark)', () => {
  it('is kept under nav_theme and restored', () => {
    saveSettings(applyChange(DEFAULT_SETTINGS, { navTheme: 'realDark' }));
    expect(localStorage.getItem('nav_theme')).toBe('realDark');
    expect(loadSettings().navTheme).toBe('realDark');
  });

  it.each(['realdark', 'REALDARK', 'real-dark', 'darkest', ' realDark', ''])('falls back to the dark menu for the stored value %j', (value) => {
    localStorage.setItem('nav_theme', value);
    expect(loadSettings().navTheme).toBe('dark');
  });

  it('darkens the page only for realDark; the menu is dark in both dark choices', () => {
    expect([pageModeOf('dark'), pageModeOf('light'), pageModeOf('realDark')]).toEqual(['light', 'light', 'dark']);
    expect([menuThemeOf('dark'), menuThemeOf('light'), menuThemeOf('realDark')]).toEqual(['dark', 'light', 'dark']);
  });
});

describe('boot script (applied before first paint)', () => {
  const snapshot = (root: HTMLElement) => ({
    data: { ...root.dataset },
    weak: root.classList.contains('colorWeak'),
    color: root.style.getPropertyValue('--portal-primary'),
  });

  it.each([
    {},
    { nav_theme: 'light', layout: 'topmenu', content_width: 'Fixed', fixed_sidebar: 'true', weak: 'true', color: '#722ed1', multi_tab: 'false', sidebar_type: 'false' },
    { layout: 'sidemenu', content_width: 'Fixed', fixed_header: 'true', fixed_sidebar: 'true', color: 'bogus' },
    { layout: 'mixmenu', content_width: 'Fluid', fixed_sidebar: 'true', nav_theme: 'dark' },
    { nav_theme: 'realDark' },
    { nav_theme: 'realdark' },
  ])('puts the same attributes on <html> as the app for %o', (stored) => {
    localStorage.clear();
    for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
    const root = document.documentElement;
    root.removeAttribute('style');
    root.className = '';
    for (const key of Object.keys(root.dataset)) delete root.dataset[key];
    new Function(script)();
    const fromBoot = snapshot(root);
    const other = document.createElement('html');
    applySettingsToDocument(loadSettings(), loadSidebarExpanded(), other);
    expect(fromBoot).toEqual(snapshot(other));
  });

  it('sets the stored language on <html>', () => {
    localStorage.setItem('app_language', 'pt-BR');
    new Function(script)();
    expect(document.documentElement.lang).toBe('pt-BR');
  });
});
