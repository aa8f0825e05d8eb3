import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { chooseLanguage, goInApp, signedIn, tabTitles } from '../support/shell.ts';

const baseURL = inject('portalUrl');
/** Room for a busy machine: a closed system's frame is torn down before the bar settles. */
const SLOW = { timeout: 10_000 };
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const tab = (page: Page, title: string) => page.locator('.portal-tab', { has: page.locator('.portal-tab__label', { hasText: title }) });
/** The confirmation has finished opening (its zoom-in is over), as a person sees it. */
const settled = (page: Page) => page.waitForFunction(() => document.querySelector('.ant-modal-confirm') !== null && document.querySelector('.ant-modal[class*="-appear"], .ant-modal [class*="-appear"], .ant-zoom-enter') === null);
const focusedTab = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('data-tab-key') ?? null);

/** Drags one tab onto the left (or right) edge of another, as a person would with the mouse. */
async function drag(page: Page, title: string, onto: string, side: 'left' | 'right') {
  const target = tab(page, onto);
  const box = await target.boundingBox();
  if (!box) throw new Error(`no tab ${onto}`);
  await tab(page, title).dragTo(target, { targetPosition: { x: side === 'left' ? 4 : box.width - 4, y: box.height / 2 } });
}

/** The document of the sub-app shown in the active tab, once it has started. */
async function subappFrame(page: Page, name: string): Promise<Frame> {
  const host = page.locator(`.portal-subapp[data-subapp="${name}"][data-state="ready"]:visible`);
  await host.waitFor({ timeout: 30_000 });
  const frame = await (await host.locator('iframe').elementHandle())?.contentFrame();
  if (!frame) throw new Error(`no frame for ${name}`);
  return frame;
}

describe('reordering tabs', () => {
  it('drags a tab before another, moves one by keyboard, keeps 首页 first, and keeps the order after a reload', async () => {
    const { context, page } = await signedIn(browser, baseURL, 'zhangsan', { target: '/pba/user-center/basicsettings' });
    await goInApp(page, '/user-center/message');
    await goInApp(page, '/user-center/todouser');
    expect(await tabTitles(page)).toEqual(['首页', '基本设置', '我的消息', '我的待办']);

    // While dragging, the tab fades and a bar shows where it will land.
    const from = await tab(page, '我的待办').boundingBox();
    const to = await tab(page, '基本设置').boundingBox();
    if (!from || !to) throw new Error('tabs not shown');
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(to.x + 10, to.y + to.height / 2, { steps: 8 });
    await page.mouse.move(to.x + 6, to.y + to.height / 2, { steps: 2 });
    await expect.poll(() => tab(page, '基本设置').getAttribute('class')).toContain('is-drop-before');
    await screenshot(page, 'tab-drag-zh-CN-1440');
    await page.mouse.up();
    await expect.poll(() => tabTitles(page), SLOW).toEqual(['首页', '我的待办', '基本设置', '我的消息']);
    // Dropped onto 首页, a tab lands right after it: nothing goes before the home tab.
    await drag(page, '我的消息', '首页', 'left');
    await expect.poll(() => tabTitles(page), SLOW).toEqual(['首页', '我的消息', '我的待办', '基本设置']);
    expect(await tab(page, '首页').getAttribute('draggable')).toBe('false');

    // Keyboard: Ctrl+Shift+→ on a focused tab moves it, and it keeps the focus.
    await tab(page, '我的消息').click();
    await tab(page, '我的消息').focus();
    await page.keyboard.press('Control+Shift+ArrowRight');
    await expect.poll(() => tabTitles(page), SLOW).toEqual(['首页', '我的待办', '我的消息', '基本设置']);
    await expect.poll(() => focusedTab(page), SLOW).toBe('/user-center/message');
    expect(await page.getByRole('status').innerText()).toContain('“我的消息”已移到第 3 个');
    await page.keyboard.press('Control+Shift+ArrowLeft');
    await page.keyboard.press('Control+Shift+ArrowLeft');
    await page.keyboard.press('Control+Shift+ArrowLeft');
    await expect.poll(() => tabTitles(page), SLOW).toEqual(['首页', '我的消息', '我的待办', '基本设置']);
    await tab(page, '首页').click();
    await tab(page, '首页').focus();
    await page.keyboard.press('Control+Shift+ArrowRight');
    expect(await tabTitles(page)).toEqual(['首页', '我的消息', '我的待办', '基本设置']);

    await page.reload();
    await page.getByTestId('current-user').waitFor();
    await expect.poll(() => tabTitles(page), SLOW).toEqual(['首页', '我的消息', '我的待办', '基本设置']);
    await context.close();
  });
});

describe('closing tabs with unsaved input', () => {
  it('asks before closing a tab whose system has unsaved input, from every close action; Cancel keeps it, OK closes it', async () => {
    const { context, page } = await signedIn(browser, baseURL, 'zhangsan', { target: '/pba/app-center/main/HR/leave/apply' });
    const hr = await subappFrame(page, 'HR');
    await hr.locator('#leave_reason').fill('回老家参加婚礼');
    await goInApp(page, '/user-center/basicsettings');
    const confirm = page.locator('.ant-modal-confirm');

    const cancelled = async () => {
      await confirm.waitFor();
      expect(await confirm.innerText()).toContain('“请假申请”中有未保存的内容，关闭后将丢失。');
      await confirm.getByRole('button', { name: /^取\s*消$/ }).click();
      await confirm.waitFor({ state: 'detached' });
      expect(await tabTitles(page)).toEqual(['首页', '请假申请', '基本设置']);
    };

    // The × of the tab, the bar's close-all, and the context menu's close-left all ask.
    await tab(page, '请假申请').locator('.portal-tab__close').click();
    await settled(page);
    await screenshot(page, 'tab-close-unsaved-zh-CN-1440');
    await cancelled();
    await page.locator('.portal-tabs__more').click();
    await page.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item', { hasText: '关闭全部' }).click();
    await cancelled();
    // The bar's menu has closed (it shares its items with the context menu) before the next opens.
    await page.locator('.ant-dropdown:not(.ant-dropdown-hidden)').waitFor({ state: 'detached' });
    await tab(page, '基本设置').click({ button: 'right' });
    await page.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item', { hasText: '关闭左侧' }).click();
    await cancelled();
    // What the user typed is still there.
    await tab(page, '请假申请').click();
    expect(await (await subappFrame(page, 'HR')).locator('#leave_reason').inputValue()).toBe('回老家参加婚礼');

    // A middle click asks too; OK closes.
    await tab(page, '请假申请').click({ button: 'middle' });
    await confirm.waitFor();
    // On a busy machine a click while the dialog still zooms in can land beside its moving button.
    await settled(page);
    await confirm.getByRole('button', { name: '仍然关闭' }).click();
    await expect.poll(() => tabTitles(page), SLOW).toEqual(['首页', '基本设置']);

    // A tab without unsaved input closes without asking.
    await tab(page, '基本设置').locator('.portal-tab__close').click();
    await expect.poll(() => tabTitles(page), SLOW).toEqual(['首页']);
    expect(await confirm.count()).toBe(0);
    await context.close();
  });

  it('asks in the chosen language, at desktop and phone width', async () => {
    for (const width of [1440, 390]) {
      const { context, page } = await signedIn(browser, baseURL, 'zhangsan', { target: '/pba/app-center/main/HR/leave/apply', viewport: { width, height: width > 500 ? 900 : 844 } });
      for (const [label, lang, text] of [
        // The tab is named by the HR system itself, in the chosen language.
        ['English', 'en-US', 'Unsaved input in “Leave request” will be lost.'],
        ['繁體中文', 'zh-TW', '「請假申請」中有未儲存的內容，關閉後將遺失。'],
        ['Português', 'pt-BR', 'Os dados não salvos em “Pedido de ausência” serão perdidos.'],
      ] as const) {
        await chooseLanguage(page, label, lang);
        const hr = await subappFrame(page, 'HR');
        await hr.locator('#leave_reason').fill(`${lang} 未保存`);
        await page.locator('.portal-tab.is-active .portal-tab__close').click();
        const confirm = page.locator('.ant-modal-confirm');
        await confirm.waitFor();
        await expect.poll(() => confirm.innerText()).toContain(text);
        await settled(page);
        await screenshot(page, `tab-close-unsaved-${lang}-${width}`);
        await confirm.locator('.ant-btn').first().click();
        await confirm.waitFor({ state: 'detached' });
      }
      await context.close();
    }
  });
});
