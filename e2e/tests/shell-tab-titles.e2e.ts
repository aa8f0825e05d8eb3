import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { activeTab, chooseLanguage, goInApp, signedIn, tabTitles } from '../support/shell.ts';

const baseURL = inject('portalUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The tabs saved for the signed-in user (every `portal_tabs_…` entry of this browser profile). */
const savedTabs = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((k) => k.startsWith('portal_tabs_'))
      .map((k) => JSON.parse(localStorage.getItem(k) ?? '{}') as { tabs: { key: string; title?: string }[] }),
  );

describe('tab titles and saved tabs', () => {
  it('titles a function opened by its address from the catalogue, tells same-named tabs apart, and names the browser tab', async () => {
    const { context, page } = await signedIn(browser, baseURL, 'zhangsan', { target: '/pba/app-center/main/HR/leave/apply' });
    await expect.poll(() => activeTab(page), { timeout: 15_000 }).toBe('请假申请');
    await expect.poll(() => page.title()).toBe('请假申请 - 协同办公平台');

    for (const key of ['A1', 'B2']) await goInApp(page, `/app-center/main/WOS/tickets?key=${key}`);
    await expect.poll(() => tabTitles(page), { timeout: 15_000 }).toEqual(expect.arrayContaining(['我的工单 · A1', '我的工单 · B2']));
    await goInApp(page, '/user-center/basicsettings');
    await expect.poll(() => page.title()).toBe('基本设置 - 协同办公平台');
    await screenshot(page, 'tab-titles-zh-CN-1440');
    await context.close();
  });

  it('names the browser tab in the chosen language', async () => {
    const { context, page } = await signedIn(browser, baseURL, 'zhangsan', { target: '/pba/user-center/basicsettings' });
    await chooseLanguage(page, 'English', 'en-US');
    await expect.poll(() => page.title()).toBe('Basic settings - Collaborative Office Platform');
    expect(await page.title()).not.toContain('协同办公平台');
    await chooseLanguage(page, '简体中文', 'zh-CN');
    await expect.poll(() => page.title()).toBe('基本设置 - 协同办公平台');
    await context.close();
  });

  it('does not save 404 and 403 tabs, keeps at most 30, and keeps the home tab in view', async () => {
    const { context, page } = await signedIn(browser, baseURL, 'wangxiao', { target: '/pba/no/such/page' });
    await page.getByText('抱歉，您访问的页面不存在。').waitFor();
    await goInApp(page, '/address-list');
    await page.getByText('抱歉，您无权访问此页面。').waitFor();
    const saved = (await savedTabs(page)).flatMap((s) => s.tabs.map((t) => t.key));
    expect(saved).not.toContain('/no/such/page');
    expect(saved).not.toContain('/address-list');
    await page.reload();
    await page.getByTestId('current-user').waitFor();
    expect(await tabTitles(page)).not.toContain('404');

    for (let i = 0; i < 34; i += 1) await goInApp(page, `/home/list?title=n${i}&type=news&key=k${i}`);
    const stored = await savedTabs(page);
    expect(Math.max(...stored.map((s) => s.tabs.length))).toBeLessThanOrEqual(30);
    const home = await page.locator('.portal-tab[data-tab-key="/home/index"]').boundingBox();
    const list = await page.locator('.portal-tabs__list').boundingBox();
    expect(home && list && home.x >= list.x - 1 && home.x + home.width <= list.x + list.width).toBe(true);
    await screenshot(page, 'tab-bar-many-tabs-zh-CN-1440');
    await context.close();
  });

  it('opens a news item in a new window without copying or overwriting the main window\'s tabs', async () => {
    const { context, page } = await signedIn(browser, baseURL, 'zhangsan', { target: '/pba/user-center/basicsettings' });
    await goInApp(page, '/user-center/message');
    const before = await savedTabs(page);
    const detail = await context.newPage();
    await detail.goto('/pba/home/detail?id=1');
    await detail.getByTestId('current-user').waitFor();
    await detail.locator('.portal-tab').first().waitFor();
    const titles = await tabTitles(detail);
    expect(titles).not.toContain('基本设置');
    expect(titles).not.toContain('我的消息');
    expect(await savedTabs(page)).toEqual(before);
    await context.close();
  });

  it('keeps the pinned home tab beside the scrolled tabs, never over their labels, at 1440 and 390 px', async () => {
    for (const width of [1440, 390]) {
      const { context, page } = await signedIn(browser, baseURL, 'zhangsan', { viewport: { width, height: 900 }, target: '/pba/home/index' });
      for (const path of ['/user-center/basicsettings', '/user-center/message', '/user-center/safesettings', '/no-such-page', '/user-center/basicsettings?key=a', '/home/list?type=news&key=n1', '/home/list?type=notice&key=n2', '/user-center/message?key=b']) {
        await goInApp(page, path);
      }
      // Wherever the list is scrolled, the part of a tab label left visible lies right of the home tab.
      const overlaps = await page.evaluate(async () => {
        const home = document.querySelector('.portal-tab.is-pinned')!.getBoundingClientRect();
        const labels = [...document.querySelectorAll<HTMLElement>('.portal-tab:not(.is-pinned) .portal-tab__label')];
        const scroller = labels[0]!.closest<HTMLElement>('.portal-tabs__list, .portal-tabs__scroll')!;
        const found: string[] = [];
        for (const left of [0, 30, 90, 170, scroller.scrollWidth]) {
          const box = (document.querySelector('.portal-tabs__scroll') ?? scroller) as HTMLElement;
          box.scrollLeft = left;
          await new Promise(requestAnimationFrame);
          const clip = box.getBoundingClientRect();
          for (const label of labels) {
            const r = label.getBoundingClientRect();
            const visibleLeft = Math.max(r.left, clip.left);
            const visibleRight = Math.min(r.right, clip.right);
            if (visibleRight - visibleLeft > 1 && visibleLeft < home.right - 0.5) found.push(`${left}: ${label.textContent}`);
          }
        }
        return found;
      });
      expect(overlaps).toEqual([]);
      const homeStyle = await page.locator('.portal-tab.is-pinned .portal-tab__label').evaluate((el) => getComputedStyle(el).fontStyle);
      expect(homeStyle).toBe('normal');
      await screenshot(page, `tab-bar-pinned-home-zh-CN-${width}`);
      await context.close();
    }
  });
});
