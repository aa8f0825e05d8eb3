import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { chooseLanguage, signedIn } from '../support/shell.ts';

const baseURL = inject('portalUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const menuTitles = (page: Page) => page.locator('[data-testid="portal-sider"] .portal-nav-menu .ant-menu-title-content').allInnerTexts();

/** The company's wiki and mailbox are outside the portal: answer them with a stand-in page. */
async function standInForCompanySystems(context: BrowserContext) {
  await context.route(/^https:\/\/(wiki|mail)\.xinghe-tech\.com\//, (route) => route.fulfill({ contentType: 'text/html', body: '<title>company system</title>' }));
}

async function popupOf(page: Page, click: () => Promise<void>) {
  const [popup] = await Promise.all([page.context().waitForEvent('page'), click()]);
  await popup.waitForLoadState('domcontentloaded');
  return popup;
}

describe('the left menu', () => {
  it('opens the community wiki, the enterprise wiki and the mailbox in new windows with single sign-on', async () => {
    const { context, page } = await signedIn(browser, baseURL, 'zhangsan');
    await standInForCompanySystems(context);
    const menu = page.locator('[data-testid="portal-sider"] .portal-nav-menu');

    const wiki = await popupOf(page, () => menu.getByText('社区百科').click());
    const wikiUrl = new URL(wiki.url());
    expect(wikiUrl.origin + wikiUrl.pathname).toBe('https://wiki.xinghe-tech.com/');
    expect(wikiUrl.searchParams.get('_tk')).toMatch(/\S{20,}/);
    expect(await wiki.evaluate(() => window.opener)).toBeNull();
    expect(new URL(page.url()).pathname).toBe('/pba/home/index');

    const enterprise = await popupOf(page, () => menu.getByText('企业百科').click());
    expect(new URL(enterprise.url()).pathname).toBe('/wiki');
    expect(new URL(enterprise.url()).searchParams.get('_tk')).toBeTruthy();

    const mail = await popupOf(page, () => menu.getByText('企业邮箱').click());
    expect(new URL(mail.url()).host).toBe('mail.xinghe-tech.com');
    expect(new URL(mail.url()).searchParams.get('code')).toBeTruthy();
    await context.close();
  });

  it('opens the wiki when /wiki-index is visited by address, with a button to open it again', async () => {
    const { context, page } = await signedIn(browser, baseURL, 'zhangsan');
    await standInForCompanySystems(context);
    const wiki = await popupOf(page, () => page.goto('/pba/wiki-index').then(() => undefined));
    expect(new URL(wiki.url()).searchParams.get('_tk')).toBeTruthy();
    await page.getByText('社区百科已在新窗口中打开').waitFor();
    const again = await popupOf(page, () => page.getByRole('button', { name: '再次打开社区百科' }).click());
    expect(new URL(again.url()).host).toBe('wiki.xinghe-tech.com');
    await screenshot(page, 'shell-wiki-opened-zh-CN');
    await context.close();
  });

  it('says once when the mailbox cannot be opened by address: the page\'s state with its reason, no notice on top', async () => {
    const { context, page } = await signedIn(browser, baseURL, 'zhangsan');
    await context.route('**/usersignurlbycode**', (route) => route.fulfill({ status: 502, contentType: 'application/json', body: JSON.stringify({ code: 502, msg: '邮件系统不可用' }) }));
    await page.goto('/pba/mailbox');
    await page.getByText('暂时无法打开企业邮箱').waitFor();
    expect(await page.locator('.portal-sso').innerText()).toContain('邮件系统不可用');
    await page.waitForTimeout(500);
    expect(await page.locator('.ant-notification-notice, .ant-message-notice').count()).toBe(0);
    await context.close();
  });

  it('shows an item-list entry as a list of items to open', async () => {
    const { context, page } = await signedIn(browser, baseURL, 'zhangsan');
    await page.locator('.portal-nav-menu').getByText('办事指南').click();
    await page.waitForURL('**/pba/guides');
    const items = page.locator('.portal-item-list__item');
    await items.first().waitFor();
    expect(await items.allInnerTexts()).toEqual(['人事指南', '行政指南', '财务指南', 'IT指南', '品牌指南']);
    await screenshot(page, 'shell-item-list-zh-CN');
    await items.filter({ hasText: 'IT指南' }).click();
    await page.waitForURL('**/pba/home/itguide');
    await context.close();
  });

  it('collapses the sider and remembers it', async () => {
    const { context, page } = await signedIn(browser, baseURL, 'zhangsan');
    await page.getByRole('button', { name: '收起菜单' }).click();
    await page.waitForFunction(() => document.querySelector('[data-testid="portal-sider"]')?.getBoundingClientRect().width === 64);
    expect(await page.evaluate(() => localStorage.getItem('sidebar_type'))).toBe('false');
    await page.reload();
    await page.getByTestId('current-user').waitFor();
    expect(await page.locator('[data-testid="portal-sider"]').evaluate((e) => e.getBoundingClientRect().width)).toBe(64);
    await screenshot(page, 'shell-sider-collapsed-zh-CN');
    await page.getByRole('button', { name: '展开菜单' }).click();
    await context.close();
  });
});

describe('permissions and unknown pages', () => {
  it('leaves out of the menu what a user may not open, and refuses it by address', async () => {
    const { context, page } = await signedIn(browser, baseURL, 'wangxiao');
    const titles = await menuTitles(page);
    expect(titles).toEqual(['首页', '办事指南', '社区百科', '企业百科', '企业邮箱']);
    await page.goto('/pba/app-center/menus');
    await page.getByText('抱歉，您无权访问此页面。').waitFor();
    await screenshot(page, 'shell-403-zh-CN');
    await page.goto('/pba/address-list?sign=张三');
    await page.getByText('抱歉，您无权访问此页面。').waitFor();
    // The server refuses what the shell hides.
    const status = await page.evaluate(async () => {
      const response = await fetch('/api/wuyou-auth/auth/list-old-apps', {
        method: 'POST',
        headers: { Authorization: `Bearer ${localStorage.getItem('Access-Token') ?? ''}`, tenantId: '10002', 'Content-Type': 'application/json' },
        body: JSON.stringify({ userId: '2001' }),
      });
      return { status: response.status, body: (await response.json()) as { data?: unknown[] } };
    });
    expect(status.status === 403 || (status.status === 200 && (status.body.data ?? []).length === 0)).toBe(true);
    await context.close();
  });

  it('answers an unknown address with a 404 page, in English too', async () => {
    const { context, page } = await signedIn(browser, baseURL, 'lisi');
    await page.goto('/pba/no/such/page');
    await page.getByText('抱歉，您访问的页面不存在。').waitFor();
    await chooseLanguage(page, 'English', 'en-US');
    await page.getByText('Sorry, the page you visited does not exist.').waitFor();
    await screenshot(page, 'shell-404-en-US');
    await page.getByRole('button', { name: 'Back to home' }).click();
    await page.waitForURL('**/pba/home/index');
    await context.close();
  });
});
