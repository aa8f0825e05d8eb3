import { describe, expect, it } from 'vitest';
import { FEATURES } from '../features.ts';
import { loadPack, sourceMessages } from './loaders.ts';
import i18next from 'i18next';
import zhCN from './packs/zh-CN.ts';

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
  const source = keys(sourceMessages).sort();

  it('holds every feature’s messages under its own namespace', () => {
    const namespaces = FEATURES.map((feature) => feature.locales.namespace);
    expect(new Set(namespaces).size).toBe(namespaces.length);
    for (const namespace of [...namespaces, 'common', 'layout']) expect(Object.keys(sourceMessages)).toContain(namespace);
  });

  it.each(['zh-TW', 'en-US', 'pt-BR'] as const)('%s has exactly the keys of zh-CN, none empty, with the same placeholders', async (language) => {
    const pack = await loadPack(language);
    expect(keys(pack.messages).sort()).toEqual(source);
    for (const key of source) {
      const text = valueAt(pack.messages, key);
      expect(typeof text === 'string' && text.trim().length > 0, `${key} is empty`).toBe(true);
      expect(placeholders(text), key).toEqual(placeholders(valueAt(sourceMessages, key)));
    }
  });

  it('brings antd and dayjs locales with each pack', async () => {
    const packs = await Promise.all((['zh-TW', 'en-US', 'pt-BR'] as const).map(loadPack));
    expect([zhCN.antd.locale, ...packs.map((p) => p.antd.locale)]).toEqual(['zh-cn', 'zh-tw', 'en', 'pt-br']);
    expect([zhCN.dayjs, ...packs.map((p) => p.dayjs)]).toEqual(['zh-cn', 'zh-tw', 'en', 'pt-br']);
  });
});

describe('counts in the packs', () => {
  it.each([
    ['en-US', 'appCenter.searchCount', '1 function found', '2 functions found'],
    ['pt-BR', 'appCenter.searchCount', '1 função encontrada', '2 funções encontradas'],
    ['en-US', 'colleagues.count', '1 colleague', '2 colleagues'],
    ['pt-BR', 'layout.header.unread', '1 mensagem não lida', '2 mensagens não lidas'],
    ['zh-CN', 'appCenter.searchCount', '共找到 1 个功能', '共找到 2 个功能'],
    ['en-US', 'userCenter.draft.deletedCount', '1 draft deleted', '2 drafts deleted'],
    ['pt-BR', 'userCenter.draft.deletedCount', '1 rascunho excluído', '2 rascunhos excluídos'],
    ['en-US', 'userCenter.meeting.attendees', '1 attendee', '2 attendees'],
    ['pt-BR', 'userCenter.meeting.attendees', '1 participante', '2 participantes'],
    ['pt-BR', 'userCenter.message.markedRead', '1 marcada como lida', '2 marcadas como lidas'],
    ['pt-BR', 'userCenter.tasks.markedRead', '1 marcado como lido', '2 marcados como lidos'],
    ['en-US', 'userCenter.security.signedOut', '1 other session signed out', '2 other sessions signed out'],
    ['pt-BR', 'userCenter.security.signedOut', '1 outra sessão encerrada', '2 outras sessões encerradas'],
    ['en-US', 'home.news.total', '1 item', '2 items'],
    ['pt-BR', 'common.list.selected', '1 selecionado', '2 selecionados'],
    ['zh-CN', 'userCenter.draft.deletedCount', '已删除 1 份草稿', '已删除 2 份草稿'],
  ] as const)('%s reads %s in the singular for one and the plural otherwise', async (language, key, one, two) => {
    const messages = language === 'zh-CN' ? sourceMessages : (await loadPack(language)).messages;
    const i18n = i18next.createInstance();
    await i18n.init({ lng: language, resources: { [language]: { translation: messages } }, interpolation: { escapeValue: false } });
    expect([i18n.t(key, { count: 1 }), i18n.t(key, { count: 2 })]).toEqual([one, two]);
  });
});

describe('one name for one page', () => {
  it.each(['zh-CN', 'zh-TW', 'en-US', 'pt-BR'] as const)('%s names the customise-workbench page alike in its tab, menu entry and heading', async (language) => {
    const messages = language === 'zh-CN' ? sourceMessages : (await loadPack(language)).messages;
    expect(valueAt(messages, 'userCenter.pages.custom')).toBe(valueAt(messages, 'home.custom.title'));
  });
});
