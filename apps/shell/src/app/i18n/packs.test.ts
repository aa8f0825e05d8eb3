import { describe, expect, it } from 'vitest';
import enUS from './packs/en-US.ts';
import ptBR from './packs/pt-BR.ts';
import zhCN from './packs/zh-CN.ts';
import zhTW from './packs/zh-TW.ts';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

function placeholders(text: unknown): string[] {
  return [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1] ?? '').sort();
}

function valueAt(pack: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], pack);
}

describe('language packs', () => {
  const source = keys(zhCN.messages).sort();

  it.each([
    ['zh-TW', zhTW],
    ['en-US', enUS],
    ['pt-BR', ptBR],
  ])('%s has exactly the keys of zh-CN, none empty, with the same placeholders', (_name, pack) => {
    expect(keys(pack.messages).sort()).toEqual(source);
    for (const key of source) {
      const text = valueAt(pack.messages, key);
      expect(typeof text === 'string' && text.trim().length > 0, `${key} is empty`).toBe(true);
      expect(placeholders(text), key).toEqual(placeholders(valueAt(zhCN.messages, key)));
    }
  });

  it('brings antd and dayjs locales with each pack', () => {
    expect([zhCN.antd.locale, zhTW.antd.locale, enUS.antd.locale, ptBR.antd.locale]).toEqual(['zh-cn', 'zh-tw', 'en', 'pt-br']);
    expect([zhCN.dayjs, zhTW.dayjs, enUS.dayjs, ptBR.dayjs]).toEqual(['zh-cn', 'zh-tw', 'en', 'pt-br']);
  });
});
