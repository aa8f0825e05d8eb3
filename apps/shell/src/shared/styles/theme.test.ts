import { readFileSync } from 'node:fs';
import path from 'node:path';
import { theme } from 'antd';
import { describe, expect, it } from 'vitest';

// Read from disk: the test runner turns CSS imports into nothing.
const css = readFileSync(path.join(import.meta.dirname, 'theme.css'), 'utf8');

/** The declarations of one rule of theme.css, `--name: value` with spaces in colours removed. */
function declarations(selector: string): Map<string, string> {
  const start = css.indexOf(`${selector} {`);
  const body = css.slice(css.indexOf('{', start) + 1, css.indexOf('}', start));
  const out = new Map<string, string>();
  for (const [, name, value] of body.matchAll(/(--[a-z-]+):\s*([^;]+);/g)) out.set(name ?? '', (value ?? '').replace(/\s+/g, ''));
  return out;
}

const kebab = (token: string) => `--ant-${token.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;

const TOKENS = [
  'colorBgLayout',
  'colorBgContainer',
  'colorBgElevated',
  'colorText',
  'colorTextSecondary',
  'colorTextTertiary',
  'colorTextQuaternary',
  'colorBorder',
  'colorBorderSecondary',
  'colorSplit',
  'colorFill',
  'colorFillSecondary',
  'colorFillTertiary',
  'colorFillQuaternary',
] as const;

describe("the portal's colours are antd's tokens", () => {
  it.each([
    [':root', theme.defaultAlgorithm],
    ["html[data-nav-theme='realDark']", theme.darkAlgorithm],
  ])('%s carries the tokens of its algorithm', (selector, algorithm) => {
    const tokens = theme.getDesignToken({ algorithm });
    const declared = declarations(selector);
    for (const token of TOKENS) expect([token, declared.get(kebab(token))]).toEqual([token, String(tokens[token]).replace(/\s+/g, '')]);
  });

  it('darkens the page behind the cards and the navigation in whole-page dark', () => {
    const dark = declarations("html[data-nav-theme='realDark']");
    expect(dark.get('--portal-bg-layout')).toBe('#000000');
    expect(dark.get('--portal-nav-bg')).toBe('#141414');
    expect(declarations(':root').get('--portal-bg-layout')).toBe('#f5f7fa');
  });
});
