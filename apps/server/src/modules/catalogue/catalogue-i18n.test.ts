import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_PATHS, FRAME_PATHS, HOME_PATHS, type FoodMenuWeek, type FriendlyLink, type Guide, type OldApp, type Resource } from '@portal/contracts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

/** Catalogue data answered in the caller's language (the `lang` cookie the shell sets, or Accept-Language). */
let t: TestApp;
let zhangsan: string;

beforeAll(async () => {
  t = await createTestApp();
  zhangsan = await t.login('zhangsan');
});
afterAll(async () => t?.close());

const call = async <T>(method: 'GET' | 'POST', path: string, lang: string, payload?: object, header = false) => {
  const headers = header ? { 'accept-language': lang } : { cookie: `lang=${lang}` };
  const response = await t.as(zhangsan, { method, url: `/api${path}`, headers, ...(payload ? { payload } : {}) });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: T }>().data;
};
const apps = (lang: string) => call<OldApp[]>('POST', CATALOGUE_PATHS.listOldApps, lang, { userId: '1001' });
const menus = (lang: string, queryFuzzy?: string) =>
  call<Resource[]>('POST', CATALOGUE_PATHS.listAppMenus, lang, { userId: '1001', appCodes: queryFuzzy ? [] : ['HR'], ...(queryFuzzy ? { queryFuzzy } : {}) });
const named = (list: Resource[], code: string) => list.find((r) => r.resourceCode === code);

describe('the catalogue in four languages', () => {
  it('names apps in the caller’s language; the kept answer of one language is not served in another', async () => {
    const hr = async (lang: string) => (await apps(lang)).find((a) => a.resourceCode === 'HR')?.moduleName;
    expect(await hr('zh-CN')).toBe('人力资源');
    expect(await hr('en-US')).toBe('Human Resources');
    expect(await hr('pt-BR')).toBe('Recursos Humanos');
    expect(await hr('zh-TW')).toBe('人力資源');
    expect(await hr('zh-CN')).toBe('人力资源');
  });

  it('names functions and their group headings, and finds them by the translated name', async () => {
    const en = await menus('en-US');
    expect(named(en, 'HR_LEAVE_APPLY')).toMatchObject({ resourceName: 'Leave Request', groupName: 'Employee Self-Service' });
    expect(named(await menus('pt-BR'), 'HR_LEAVE_APPLY')).toMatchObject({ resourceName: 'Pedido de Licença', groupName: 'Autoatendimento' });
    expect(named(await menus('zh-CN'), 'HR_LEAVE_APPLY')).toMatchObject({ resourceName: '请假申请', groupName: '员工自助' });
    const found = await menus('en-US', 'leave');
    expect(named(found, 'HR_LEAVE_APPLY')).toMatchObject({ resourceName: 'Leave Request', highlight: { field: 'resourceName', start: 0, end: 5 } });
    expect(named(await menus('en-US', '请假'), 'HR_LEAVE_APPLY')?.resourceName).toBe('Leave Request');
  });

  it('falls back to zh-CN for an entry without a translation', async () => {
    await t.db.deleteFrom('translations').where('entity', '=', 'resource').where('entity_key', '=', 'HR_SALARY_SLIP').where('lang', '=', 'pt-BR').execute();
    const pt = await menus('pt-BR', 'contracheque');
    expect(named(pt, 'HR_SALARY_SLIP')).toBeUndefined();
    const all = await call<Resource[]>('POST', CATALOGUE_PATHS.listAppMenus, 'pt-BR', { userId: '1001', appCodes: ['HR', 'KPIS'] });
    expect(named(all, 'HR_SALARY_SLIP')?.resourceName).toBe('工资条');
    expect(named(all, 'HR_LEAVE_LIST')?.resourceName).toBe('Minhas Licenças');
  });

  it('translates guides, footer links and the canteen; Accept-Language works without the cookie', async () => {
    const hr = await call<Guide>('GET', `${HOME_PATHS.guide}/hrguide`, 'en-US');
    expect(hr).toMatchObject({ title: 'HR Guide', contact: 'HR Department, Chen Jing · ext. 8021 · chenjing@xinghe-tech.com' });
    expect(hr.sections[0]?.title).toBe('Leave and holidays');
    expect(hr.sections[0]?.body).toContain('<li>Annual leave: 5 days');
    expect((await call<Guide>('GET', `${HOME_PATHS.guide}/adminguide`, 'zh-TW')).sections[0]?.title).toBe('會議室預訂');
    expect((await call<Guide>('GET', `${HOME_PATHS.guide}/itguide`, 'pt-BR', undefined, true)).title).toBe('Guia de TI');
    expect((await call<Guide>('GET', `${HOME_PATHS.guide}/hrguide`, 'zh-CN')).title).toBe('人事指南');
    const links = await call<FriendlyLink[]>('GET', FRAME_PATHS.friendlyLinks, 'en-US');
    expect(links.map((l) => l.name)).toContain('Company Mail');
    expect(links.map((l) => l.name)).not.toContain('企业邮箱');
    expect((await call<FoodMenuWeek>('GET', HOME_PATHS.foodMenu, 'en', undefined, true)).canteen).toBe('Head Office Staff Canteen (Building B, 2F)');
  });
});
