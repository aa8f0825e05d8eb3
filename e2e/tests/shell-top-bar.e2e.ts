import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, screenshot } from '../support/browser.ts';
import { api, chooseLanguage, lastMessage, signedIn } from '../support/shell.ts';

const baseURL = inject('portalUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Paged {
  total: number;
  data: { id: string }[];
}

describe('the top bar', () => {
  it('searches functions on Enter, remembers the query and shows recent queries on focus', async () => {
    const { context, page } = await signedIn(browser, baseURL, 'zhaoliu');
    const search = page.getByRole('combobox', { name: '功能搜索' });
    await search.click();
    await search.press('Enter');
    expect(new URL(page.url()).pathname).toBe('/pba/home/index');

    await search.fill('请假');
    await search.press('Enter');
    await page.waitForURL('**/pba/app-center/menus?**');
    const url = new URL(page.url());
    expect(url.searchParams.get('resourceCode')).toBe('search');
    expect(url.searchParams.get('queryFuzzy')).toBe('请假');

    await search.fill('');
    await page.locator('.portal-nav-menu').getByText('首页').click();
    await search.click();
    await page.getByRole('option', { name: '请假' }).waitFor();
    await screenshot(page, 'shell-search-recent-zh-CN');
    await page.getByRole('option', { name: '请假' }).click();
    await page.waitForURL('**/pba/app-center/menus?**queryFuzzy=%E8%AF%B7%E5%81%87**');
    await context.close();
  });

  it('shows a dot on the bell while messages are unread, and opens the messages page', async () => {
    const { context, page } = await signedIn(browser, baseURL, 'huangli');
    const bell = page.locator('.portal-bell');
    // The count is fetched once the frame shows: the dot appears when it answers.
    await bell.locator('.portal-bell__dot').waitFor();
    const unread = await api<Paged>(page, 'POST', '/business-center/v1/message/conditionquery', { userCode: 'huangli', pageIndex: 1, pageSize: 50, status: 'noread' });
    expect(Number(await bell.getAttribute('data-unread'))).toBe(unread.total);

    await api(page, 'POST', '/business-center/v1/message/changeStatusBatch', { ids: unread.data.map((m) => m.id), status: 'read' });
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange', { bubbles: true })));
    await bell.locator('.portal-bell__dot').waitFor({ state: 'detached' });
    expect(await bell.getAttribute('data-unread')).toBe('0');

    await bell.click();
    await page.waitForURL('**/pba/user-center/message');
    await context.close();
  });

  it('links to HR and administrative consultation, and opens the ticket form in its pop-up', async () => {
    const { context, page } = await signedIn(browser, baseURL, 'zhangsan');
    await page.locator('[data-help="hr"]').click();
    await page.waitForURL('**/pba/home/hrguide');
    await page.locator('[data-help="admin"]').click();
    await page.waitForURL('**/pba/home/adminguide');

    const [popup] = await Promise.all([page.waitForEvent('popup'), page.locator('[data-help="ticket"]').click()]);
    await popup.waitForLoadState('domcontentloaded');
    const url = new URL(popup.url());
    expect(url.pathname + url.search).toBe('/WOS/interfaces/processform?key=Process_WOS_WOH');
    const size = await popup.evaluate(() => ({ width: window.innerWidth, height: window.innerHeight }));
    expect(size).toEqual({ width: 1100, height: 500 });
    await context.close();
  });

  it('switches the language without a reload, loading the pack on demand, and keeps it', async () => {
    const { context, page } = await signedIn(browser, baseURL, 'zhangsan');
    const packs: string[] = [];
    page.on('request', (request) => {
      const match = /assets\/(zh-TW|en-US|pt-BR)-[\w-]+\.js$/.exec(request.url());
      if (match?.[1]) packs.push(match[1]);
    });
    expect(packs).toEqual([]);
    const before = await page.evaluate(() => performance.timeOrigin);

    await chooseLanguage(page, 'English', 'en-US');
    await page.getByRole('button', { name: 'Submit a ticket' }).waitFor();
    expect(packs).toEqual(['en-US']);
    expect(await page.evaluate(() => performance.timeOrigin)).toBe(before);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en-US');
    expect(await page.evaluate(() => localStorage.getItem('app_language'))).toBe('en-US');
    expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('en-US');
    expect(await page.locator('.portal-nav-menu').innerText()).toContain('Service guides');
    await screenshot(page, 'shell-frame-dark-en-US');

    await page.getByTestId('current-user').click();
    await page.locator('.ant-dropdown-menu-submenu-title', { hasText: 'Language' }).click();
    await page.locator('.ant-dropdown-menu-item[data-menu-id$="lang:pt-BR"]').click();
    await page.getByRole('button', { name: 'Abrir chamado' }).waitFor();
    expect(packs).toEqual(['en-US', 'pt-BR']);

    await page.reload();
    await page.getByTestId('current-user').waitFor();
    expect(await page.locator('.portal-tabs').innerText()).toContain('Início');
    await context.close();
  });

  it('changes the password in a dialog with the SPEC messages', async () => {
    const { context, page } = await signedIn(browser, baseURL, 'xiaofeng');
    await page.getByTestId('current-user').click();
    await page.locator('.ant-dropdown-menu-item', { hasText: '修改密码' }).click();
    const dialog = page.getByRole('dialog', { name: '修改密码' });
    await dialog.getByRole('button', { name: /确认修改/ }).click();
    for (const text of ['请输入旧密码', '请输入密码', '请输入确认密码']) await dialog.getByText(text).waitFor();
    await dialog.getByLabel('旧密码').fill('Portal@2026');
    await dialog.getByLabel('新密码').fill('abc');
    await dialog.getByLabel('确认密码').fill('abd');
    await dialog.getByRole('button', { name: /确认修改/ }).click();
    await dialog.getByText('密码格式要求: 长度必须6位，包含大小写和特殊符号').waitFor();
    await dialog.getByText('密码不一致').waitFor();
    await screenshot(page, 'shell-password-zh-CN');

    await dialog.getByLabel('新密码').fill('Shell@2027');
    await dialog.getByLabel('确认密码').fill('Shell@2027');
    await dialog.getByRole('button', { name: /确认修改/ }).click();
    expect(await lastMessage(page)).toBe('修改成功! 其他设备上的登录已退出。');
    await dialog.waitFor({ state: 'hidden' });

    // Put the demo password back for everyone else.
    const md5 = await import('node:crypto').then(({ createHash }) => (text: string) => createHash('md5').update(text).digest('hex'));
    const id = await page.evaluate(() => document.cookie.match(/userId=(\d+)/)?.[1] ?? '');
    const restored = await api<{ code: number }>(page, 'POST', '/wutong-idaas-account/user/update-password', {
      id,
      password: md5('Shell@2027'),
      newPassword: md5('Portal@2026'),
    });
    expect(restored.code).toBe(0);
    await context.close();
  });

  it('signs out after a confirmation and ends the session on the server', async () => {
    const { context, page } = await signedIn(browser, baseURL, 'zhangsan');
    expect(await page.locator('.portal-user img').getAttribute('src')).toBe('/pba/avatars/avatar-1.svg');
    const token = await page.evaluate(() => localStorage.getItem('Access-Token'));
    await page.getByTestId('current-user').click();
    await page.locator('.ant-dropdown-menu-item', { hasText: '退出登录' }).click();
    await page.getByText('您确定要注销吗？').waitFor();
    await screenshot(page, 'shell-logout-confirm-zh-CN');
    await page.locator('.ant-modal-confirm .ant-btn-primary').click();
    await page.waitForURL(/\/idaas\/login/);
    expect(await page.evaluate(() => localStorage.getItem('Access-Token'))).toBeNull();
    const response = await fetch(`${baseURL}/api/wutong-idaas-account/current`, { headers: { Authorization: `Bearer ${token}` } });
    expect(response.status).toBe(401);
    await context.close();
  });
});

describe('the footer of friendly links', () => {
  it('shows the company systems, hides after 2 s, and comes back from its handle', async () => {
    const { context, page } = await signedIn(browser, baseURL, 'zhangsan');
    const bar = page.locator('.portal-footer__bar');
    const link = bar.getByRole('link', { name: '企业邮箱' });
    expect(await link.getAttribute('href')).toBe('https://mail.xinghe-tech.com/');
    expect(await link.getAttribute('rel')).toContain('noopener');
    await bar.waitFor({ state: 'hidden', timeout: 4000 });
    await page.locator('.portal-footer__handle').hover();
    await bar.waitFor({ state: 'visible' });
    await screenshot(page, 'shell-footer-zh-CN');
    await page.mouse.move(700, 300);
    const hiddenAt = Date.now();
    await bar.waitFor({ state: 'hidden', timeout: 4000 });
    expect(Date.now() - hiddenAt).toBeGreaterThanOrEqual(1500);
    await context.close();
  });
});
