import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { api, chooseLanguage, signedIn } from '../support/shell.ts';

const baseURL = inject('portalUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const greeting = (page: Page) => page.getByTestId('home-greeting').innerText();

async function homeShown(page: Page) {
  await page.getByTestId('home-greeting').waitFor();
  await page.locator('[data-widget="news"] .home-news__item').first().waitFor();
}

describe('the home page', () => {
  it('greets by the hour of SPEC §9, with the user’s name', async () => {
    const { context, page } = await signedIn(browser, baseURL, 'lisi');
    const cases: [number, number, string][] = [
      [8, 59, '早上好'],
      [9, 0, '上午好'],
      [11, 59, '上午好'],
      [12, 0, '中午好'],
      [13, 59, '中午好'],
      [14, 0, '下午好'],
      [19, 59, '下午好'],
      [20, 0, '晚上好'],
    ];
    for (const [hour, minute, expected] of cases) {
      await page.clock.setFixedTime(new Date(2026, 10, 23, hour, minute));
      await page.reload();
      await page.getByTestId('home-greeting').waitFor();
      expect(await greeting(page), `${hour}:${minute}`).toBe(`${expected}，李四`);
    }
    await context.close();
  });

  it('shows live counts on the tiles and opens the matching personal-centre page', async () => {
    const { context, page } = await signedIn(browser, baseURL, 'zhangsan');
    const tiles = await api<{ data: { key: string; count: number }[] }>(page, 'GET', '/business-center/v1/workbench/dashboard');
    const todo = tiles.data.find((t) => t.key === 'todo')?.count ?? -1;
    await expect.poll(() => page.getByTestId('tile-count-todo').innerText()).toBe(String(todo));
    await page.locator('[data-tile="apply"]').click();
    await page.waitForURL(/\/pba\/user-center\/apply$/);
    await context.close();
  });

  it('lists news by category, opens "more" as the paged 资讯盒子 and an item in a new window', async () => {
    const { context, page } = await signedIn(browser, baseURL, 'lisi');
    await homeShown(page);
    const news = page.locator('[data-widget="news"]');
    await news.getByRole('tab', { name: '集团公告' }).click();
    await expect.poll(() => news.locator('[data-news-type="notice"] .home-news__title').first().innerText()).toBe('关于2027年元旦放假安排的通知');

    const [popup] = await Promise.all([page.context().waitForEvent('page'), news.locator('[data-news-type="notice"] .home-news__item').first().click()]);
    await popup.waitForURL(/\/pba\/home\/detail\?id=/);
    await popup.locator('.news-article__title').waitFor();
    expect(await popup.locator('.news-article__title').innerText()).toBe('关于2027年元旦放假安排的通知');
    expect(await popup.locator('.rich-text').innerText()).toContain('1 月 1 日（周五）至 1 月 3 日（周日）放假');
    await screenshot(popup, 'home-news-detail-zh-CN-1440');
    await popup.close();

    await page.getByTestId('news-more').click();
    await page.waitForURL((url) => url.pathname === '/pba/home/list' && url.searchParams.get('type') === 'notice' && url.searchParams.get('title') === '集团公告');
    await page.locator('.news-row').first().waitFor();
    expect(await page.locator('.home-page-card__title').innerText()).toBe('集团公告');
    expect(await page.locator('.news-row').count()).toBe(5);
    await context.close();
  });

  it('opens each guide with real content, and the week’s canteen menu', async () => {
    const { context, page } = await signedIn(browser, baseURL, 'lisi');
    await homeShown(page);
    await page.locator('[data-guide="hrguide"]').click();
    await page.waitForURL(/\/pba\/home\/hrguide$/);
    await page.locator('.guide-page__section').first().waitFor();
    expect(await page.locator('.guide-page__title').innerText()).toBe('人事指南');
    expect(await page.locator('.guide-page__section .ant-card-head-title').allInnerTexts()).toContain('请假与休假');
    await screenshot(page, 'home-guide-zh-CN-1440');
    for (const [code, title] of [['adminguide', '行政指南'], ['financialguide', '财务指南'], ['itguide', 'IT指南'], ['brandguide', '品牌指南']]) {
      await page.goto(`/pba/home/${code}`);
      await page.locator('.guide-page__section').first().waitFor();
      expect(await page.locator('.guide-page__title').innerText()).toBe(title);
    }
    await page.goto('/pba/home/food-menu');
    await page.locator('.food-day').first().waitFor();
    expect(await page.locator('.food-day').count()).toBe(5);
    expect(await page.locator('.food-day').first().innerText()).toContain('剁椒鱼头');
    await context.close();
  });

  it('shows my apps under 工作中心 and the recommended groups, recording a recommended click', async () => {
    const { context, page } = await signedIn(browser, baseURL, 'lisi');
    await homeShown(page);
    const apps = page.locator('[data-widget="apps"]');
    await apps.getByText('工作中心').waitFor();
    expect(await apps.locator('[data-app="FOL"]').count()).toBe(0);
    await apps.locator('[data-app="HR"]').click();
    await page.waitForURL((url) => url.pathname === '/pba/app-center/menus' && url.searchParams.get('resourceCode') === 'HR');

    await page.goto('/pba/home/index');
    await homeShown(page);
    await apps.getByText('推荐功能').click();
    await apps.getByText('员工自助').waitFor();
    const groups = await apps.locator('.home-apps__group-title').allInnerTexts();
    expect(groups).toEqual(['员工自助', '考勤打卡']);
    expect(await apps.locator('.home-apps__group').first().locator('.home-apps__name').allInnerTexts()).toContain('我的报工');
    expect(await apps.getByText('查看更多').count()).toBe(1);
    await apps.locator('[data-app="HR_LEAVE_APPLY"]').click();
    await page.waitForURL(/\/pba\/app-center\/main\/HR\/leave\/apply/);
    const recent = await api<{ data: { resourceCode: string }[] }>(page, 'GET', '/user-end/v1/userprefer/getuserrecentvisitedres?src=recommend');
    expect(recent.data.map((r) => r.resourceCode)).toContain('HR_LEAVE_APPLY');
    await context.close();
  });

  it.each([
    ['zh-CN', '简体中文'],
    ['en-US', 'English'],
  ])('looks right in %s at 1440×900 and 390×844', async (language, label) => {
    const { context, page } = await signedIn(browser, baseURL, 'zhangsan');
    await page.clock.setFixedTime(new Date(2026, 10, 23, 10, 30));
    if (language !== 'zh-CN') await chooseLanguage(page, label, language);
    await page.reload();
    await homeShown(page);
    await page.locator('[data-widget="apps"] .home-apps__item').first().waitFor();
    await page.mouse.move(700, 500);
    await page.waitForTimeout(400);
    await screenshot(page, `home-${language}-1440`);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForTimeout(400);
    await screenshot(page, `home-${language}-390`);
    await context.close();
  });

  it('says once that a news item does not exist: the page\'s own state, no notice on top of it', async () => {
    const { context, page } = await signedIn(browser, baseURL, 'lisi', { target: '/pba/home/detail?id=no-such-item' });
    await page.getByText('这条资讯不存在或已被删除').waitFor();
    // A notice would come with the answer; the page is already showing its state, so wait a moment.
    await page.waitForTimeout(800);
    expect(await page.locator('.ant-notification-notice, .ant-message-notice').count()).toBe(0);
    await screenshot(page, 'home-news-missing-zh-CN-1440');
    await context.close();
  });
});
