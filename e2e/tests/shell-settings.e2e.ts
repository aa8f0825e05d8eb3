import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { closeSettings, goInApp, makeContentTall, openSettings, signedIn } from '../support/shell.ts';

const baseURL = inject('portalUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const background = (page: Page, selector: string) => page.locator(selector).first().evaluate((e) => getComputedStyle(e).backgroundColor);
const top = (page: Page, selector: string) => page.locator(selector).first().evaluate((e) => e.getBoundingClientRect().top);
const bottom = (page: Page, selector: string) => page.locator(selector).first().evaluate((e) => e.getBoundingClientRect().bottom);
const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);
const toggle = (page: Page, name: string) => page.locator(`.portal-settings [data-setting="${name}"]`).click();
const choose = (page: Page, value: string) => page.locator(`.portal-settings [data-setting="${value}"]`).click();
const color = (page: Page, selector: string) => page.locator(selector).first().evaluate((e) => getComputedStyle(e).color);

/** The document of the sub-app shown in the active tab, once it has started. */
async function subappFrame(page: Page, name: string): Promise<Frame> {
  const host = page.locator(`.portal-subapp[data-subapp="${name}"][data-state="ready"]:visible`);
  await host.waitFor({ timeout: 30_000 });
  const frame = await (await host.locator('iframe').elementHandle())?.contentFrame();
  if (!frame) throw new Error(`no frame for ${name}`);
  return frame;
}

const scrollTo = async (page: Page, y: number) => {
  await page.evaluate((to) => window.scrollTo(0, to), y);
  // Scroll detection samples every 50 ms; the header slides for 200 ms.
  await page.waitForTimeout(450);
};

describe('layout settings: every switch changes the frame and is kept', () => {
  it('switches the navigation between dark and light, and the primary colour', async () => {
    const { context, page } = await signedIn(browser, baseURL, 'zhangsan');
    expect(await background(page, '[data-testid="portal-sider"]')).toBe('rgb(0, 21, 41)');
    await screenshot(page, 'shell-frame-dark-zh-CN');

    await openSettings(page);
    await choose(page, 'theme:light');
    expect(await background(page, '[data-testid="portal-sider"]')).toBe('rgb(255, 255, 255)');
    expect(await stored(page, 'nav_theme')).toBe('light');

    await choose(page, 'color:purple');
    expect(await stored(page, 'color')).toBe('#722ED1');
    await closeSettings(page);
    const selected = await page.locator('.portal-nav-menu .ant-menu-item-selected').first().evaluate((e) => getComputedStyle(e).color);
    expect(selected).toBe('rgb(114, 46, 209)');
    await screenshot(page, 'shell-frame-light-purple-zh-CN');
    await context.close();
  });

  it('darkens the whole page, keeps it on reload, and sub-apps follow it', async () => {
    const { context, page } = await signedIn(browser, baseURL, 'zhangsan');
    await page.locator('.home-card').first().waitFor();
    expect(await background(page, '.home-card')).toBe('rgb(255, 255, 255)');

    await openSettings(page);
    await choose(page, 'theme:realDark');
    expect(await stored(page, 'nav_theme')).toBe('realDark');
    // antd's own components (the drawer) take the dark algorithm at once.
    expect(await background(page, '.ant-drawer-section:has(.portal-settings__heading)')).toBe('rgb(31, 31, 31)');
    await screenshot(page, 'shell-settings-realDark-zh-CN');
    await closeSettings(page);

    const darkPage = async () => {
      expect(await background(page, '.portal-frame')).toBe('rgb(0, 0, 0)');
      expect(await background(page, '.home-card')).toBe('rgb(20, 20, 20)');
      expect(await color(page, '.home-card__title')).toBe('rgba(255, 255, 255, 0.85)');
      expect(await background(page, '[data-testid="portal-header"]')).toBe('rgb(20, 20, 20)');
      expect(await background(page, '[data-testid="portal-sider"]')).toBe('rgb(20, 20, 20)');
    };
    await darkPage();
    await screenshot(page, 'shell-home-realDark-zh-CN');

    await page.reload();
    await page.getByTestId('current-user').waitFor();
    await page.locator('.home-card').first().waitFor();
    await darkPage();

    // A sub-app receives theme.mode 'dark' and darkens its page; a change reaches it live.
    await goInApp(page, '/app-center/main/HR/leave/apply');
    const hr = await subappFrame(page, 'HR');
    await expect.poll(() => hr.evaluate(() => document.documentElement.dataset.mode)).toBe('dark');
    expect(await hr.locator('body').evaluate((e) => getComputedStyle(e).backgroundColor)).toBe('rgb(0, 0, 0)');
    expect(await hr.locator('.ant-card').first().evaluate((e) => getComputedStyle(e).backgroundColor)).toBe('rgb(20, 20, 20)');
    await screenshot(page, 'app-center-hr-realDark-zh-CN');
    await openSettings(page);
    await choose(page, 'theme:dark');
    await closeSettings(page);
    await expect.poll(() => hr.evaluate(() => document.documentElement.dataset.mode)).toBe('light');
    expect(await background(page, '.portal-frame')).toBe('rgb(245, 247, 250)');
    await context.close();
  });

  it('lays the menu out at the side, at the top or both, with the width rules of SPEC §4', async () => {
    const { context, page } = await signedIn(browser, baseURL, 'zhangsan');
    await openSettings(page);
    await toggle(page, 'fixedSidebar');
    expect(await stored(page, 'fixed_sidebar')).toBe('true');

    await choose(page, 'layout:topmenu');
    expect(await stored(page, 'layout')).toBe('topmenu');
    expect(await stored(page, 'content_width')).toBe('Fixed');
    expect(await stored(page, 'fixed_sidebar')).toBe('false');
    await expect(page.locator('.portal-settings [data-setting="fixedSidebar"]').isDisabled()).resolves.toBe(true);
    await closeSettings(page);
    await expect(page.locator('[data-testid="portal-sider"]').count()).resolves.toBe(0);
    await page.locator('.portal-header .portal-nav-menu.ant-menu-horizontal').waitFor();
    const fixedWidth = await page.locator('.portal-content__inner').evaluate((e) => e.getBoundingClientRect().width);
    expect(fixedWidth).toBeLessThanOrEqual(1200);
    await screenshot(page, 'shell-frame-topmenu-zh-CN');

    await openSettings(page);
    await page.locator('.portal-settings [data-setting="contentWidth"]').click();
    await page.locator('.ant-select-item-option', { hasText: '流式' }).click();
    await closeSettings(page);
    expect(await page.locator('.portal-content__inner').evaluate((e) => e.getBoundingClientRect().width)).toBeGreaterThan(1300);

    await openSettings(page);
    await choose(page, 'layout:mixmenu');
    await closeSettings(page);
    expect(await top(page, '[data-testid="portal-header"]')).toBeCloseTo(0, 0);
    expect(await top(page, '[data-testid="portal-sider"]')).toBe(56);
    await screenshot(page, 'shell-frame-mixmenu-zh-CN');

    await openSettings(page);
    await choose(page, 'layout:sidemenu');
    expect(await stored(page, 'content_width')).toBe('Fluid');
    await page.locator('.portal-settings [data-setting="contentWidth"]').click();
    await expect(page.locator('.ant-select-item-option-disabled', { hasText: '定宽' }).count()).resolves.toBe(1);
    await context.close();
  });

  it('pins the header and the sider while the page scrolls, and hides the header on the way down', async () => {
    const { context, page } = await signedIn(browser, baseURL, 'zhangsan');
    await makeContentTall(page);
    await scrollTo(page, 600);
    expect(await top(page, '[data-testid="portal-header"]')).toBeLessThan(-500);
    expect(await top(page, '[data-testid="portal-sider"]')).toBeLessThan(-500);
    await scrollTo(page, 0);

    await openSettings(page);
    await expect(page.locator('.portal-settings [data-setting="autoHideHeader"]').isDisabled()).resolves.toBe(true);
    await toggle(page, 'fixedHeader');
    await toggle(page, 'fixedSidebar');
    await closeSettings(page);
    await makeContentTall(page);
    await scrollTo(page, 600);
    expect(await top(page, '[data-testid="portal-header"]')).toBeCloseTo(0, 0);
    expect(await top(page, '[data-testid="portal-sider"]')).toBeCloseTo(0, 0);
    await scrollTo(page, 0);

    await openSettings(page);
    await toggle(page, 'autoHideHeader');
    expect(await stored(page, 'auto_hide_header')).toBe('true');
    await closeSettings(page);
    await makeContentTall(page);
    await scrollTo(page, 400);
    await scrollTo(page, 800);
    expect(await bottom(page, '[data-testid="portal-header"]')).toBeLessThanOrEqual(0);
    await scrollTo(page, 500);
    expect(await top(page, '[data-testid="portal-header"]')).toBeCloseTo(0, 0);
    await context.close();
  });

  it('turns on colour-weak mode and turns the tab bar off', async () => {
    const { context, page } = await signedIn(browser, baseURL, 'zhangsan');
    await openSettings(page);
    await toggle(page, 'weak');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).filter)).toBe('invert(0.8)');
    await toggle(page, 'weak');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).filter)).toBe('none');

    await toggle(page, 'multiTab');
    expect(await stored(page, 'multi_tab')).toBe('false');
    await closeSettings(page);
    await expect(page.locator('.portal-tabs').count()).resolves.toBe(0);
    await page.locator('.portal-nav-menu').getByText('办事指南').click();
    await page.waitForURL('**/pba/guides');
    await page.getByRole('heading', { name: '办事指南' }).waitFor();
    await expect(page.locator('[data-view-key]').count()).resolves.toBe(0);
    await context.close();
  });

  it('applies the stored settings before the app has loaded (no flash of the wrong theme)', async () => {
    const { context, page } = await signedIn(browser, baseURL, 'zhangsan');
    await openSettings(page);
    await choose(page, 'theme:light');
    await choose(page, 'color:daybreak');
    await closeSettings(page);

    // Hold the app's code back: what paints first is index.html with the boot script only.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/pba/assets/*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/pba/home/index', { waitUntil: 'commit' });
    await page.locator('.boot-frame').waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.navTheme)).toBe('light');
    expect(await background(page, '.boot-sider')).toBe('rgb(255, 255, 255)');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--portal-primary'))).toBe('#1677FF');
    await screenshot(page, 'shell-boot-light');
    release();
    await page.getByTestId('current-user').waitFor();
    expect(await background(page, '[data-testid="portal-sider"]')).toBe('rgb(255, 255, 255)');
    await context.close();
  });

  it('on a narrow screen shows the menu in a drawer, expanded, with fluid content', async () => {
    const { context, page } = await signedIn(browser, baseURL, 'zhangsan', { viewport: { width: 390, height: 844 } });
    expect(await stored(page, 'is_mobile')).toBe('true');
    await expect(page.locator('[data-testid="portal-sider"]').count()).resolves.toBe(0);
    await page.getByRole('button', { name: '打开菜单' }).click();
    const drawer = page.locator('.portal-drawer');
    await drawer.getByText('办事指南').waitFor();
    await page.waitForTimeout(400);
    await screenshot(page, 'shell-mobile-menu-zh-CN');
    await drawer.getByText('办事指南').click();
    await page.waitForURL('**/pba/guides');
    await drawer.waitFor({ state: 'hidden' });

    await page.evaluate(() => {
      localStorage.setItem('layout', 'topmenu');
      localStorage.setItem('content_width', 'Fixed');
    });
    await page.reload();
    await page.getByTestId('current-user').waitFor();
    const width = await page.locator('.portal-content__inner').evaluate((e) => e.getBoundingClientRect().width);
    expect(width).toBeGreaterThan(350);
    await screenshot(page, 'shell-mobile-zh-CN');
    await context.close();
  });
});
