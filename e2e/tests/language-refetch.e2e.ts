import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser } from '../support/browser.ts';
import { chooseLanguage, signedIn } from '../support/shell.ts';

const baseURL = inject('portalUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('fetched data follows a language change', () => {
  it('shows the home count tiles in each language chosen, without a reload', async () => {
    const { context, page } = await signedIn(browser, baseURL, 'lisi');
    const todo = page.locator('[data-tile="todo"] .home-tile__title');
    await expect.poll(() => todo.innerText()).toBe('我的待办');
    for (const [label, lang, title] of [
      ['繁體中文', 'zh-TW', '我的待辦'],
      ['Português', 'pt-BR', 'Minhas pendências'],
      ['English', 'en-US', 'My to-dos'],
      ['简体中文', 'zh-CN', '我的待办'],
    ] as const) {
      await chooseLanguage(page, label, lang);
      await expect.poll(() => todo.innerText()).toBe(title);
    }
    await context.close();
  });
});
