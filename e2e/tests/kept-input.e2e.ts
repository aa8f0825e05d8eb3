import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { goInApp, signedIn } from '../support/shell.ts';

const baseURL = inject('portalUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const shown = (page: Page, key: string) => page.locator(`[data-view-key="${key}"]`);

/** Leaves for the home tab and comes back, as a person switching tabs would. */
async function away(page: Page, path: string): Promise<void> {
  await goInApp(page, '/home/index');
  await page.waitForTimeout(300);
  await goInApp(page, path);
  await page.waitForTimeout(300);
}

describe('kept views keep what the user typed', () => {
  it('keeps unsaved input in the personal centre, the app centre, the address list and dialogs across tab switches', async () => {
    const { context, page } = await signedIn(browser, baseURL, 'zhangsan', { target: '/pba/user-center/basicsettings' });

    // 基本设置: the form is filled from the server once; a re-shown view keeps the typed nickname.
    const nick = shown(page, '/user-center/basicsettings').locator('#profile_nickName');
    await nick.waitFor();
    await expect.poll(() => nick.inputValue()).not.toBe('');
    await nick.fill('未保存的昵称');
    await shown(page, '/user-center/basicsettings').locator('#profile_phone').fill('1390000');
    await away(page, '/user-center/basicsettings');
    expect(await nick.inputValue()).toBe('未保存的昵称');
    expect(await shown(page, '/user-center/basicsettings').locator('#profile_phone').inputValue()).toBe('1390000');

    // 消息设置: a switch flipped but not saved stays flipped.
    await goInApp(page, '/user-center/messagesettings');
    const meeting = page.getByTestId('notify-meeting');
    await meeting.waitFor();
    const before = await meeting.getAttribute('aria-checked');
    await meeting.click();
    await away(page, '/user-center/messagesettings');
    expect(await meeting.getAttribute('aria-checked')).not.toBe(before);

    // 我的账户: text typed into the add-card dialog survives a switch while the dialog is open.
    await goInApp(page, '/user-center/my-account');
    await shown(page, '/user-center/my-account').locator('button', { hasText: /新增|添加/ }).first().click();
    const holder = page.locator('#bank-card_accountName');
    await holder.waitFor();
    // As a person would: the dialog has finished opening before they look away.
    await page.waitForFunction(() => document.querySelector('.ant-modal[class*="-appear"], .ant-modal [class*="-appear"]') === null);
    await holder.fill('张三丰');
    await away(page, '/user-center/my-account');
    await holder.waitFor();
    expect(await holder.inputValue()).toBe('张三丰');
    await page.keyboard.press('Escape');

    // 我的待办: the list's search box.
    await goInApp(page, '/user-center/todouser');
    const todoSearch = shown(page, '/user-center/todouser').locator('.portal-paged-list__toolbar input');
    await todoSearch.fill('报销');
    await away(page, '/user-center/todouser');
    expect(await todoSearch.inputValue()).toBe('报销');

    // The app centre's search box: typed, not yet searched.
    await goInApp(page, '/app-center/menus?resourceCode=search');
    const search = shown(page, '/app-center/menus').locator('.ac-head__search input');
    await search.waitFor();
    await search.fill('请假');
    await away(page, '/app-center/menus?resourceCode=search');
    expect(await search.inputValue()).toBe('请假');

    // The address list's search box.
    await goInApp(page, '/address-list?sign=张');
    const sign = shown(page, '/address-list').locator('.address-list__search input');
    await sign.waitFor();
    await sign.fill('张三');
    await away(page, '/address-list?sign=张');
    expect(await sign.inputValue()).toBe('张三');

    await context.close();
  });
});
