import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFERENCE_PATHS, USER_CENTER_PATHS, type BankCard, type DictOption, type Region, type UserDetail } from '@portal/contracts';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';

let t: TestApp;
let zhangsan: string;
let lisi: string;
let wangxiao: string;

beforeAll(async () => {
  t = await createTestApp();
  [zhangsan, lisi, wangxiao] = await Promise.all([t.login('zhangsan'), t.login('lisi'), t.login('wangxiao')]);
});
afterAll(async () => t?.close());

const regions = async (payload: object) => {
  const response = await t.as(lisi, { method: 'POST', url: `/api${REFERENCE_PATHS.regionSelect}`, payload });
  return { status: response.statusCode, data: response.json<{ data: Region[] }>().data };
};
const dict = async (token: string, method: 'GET' | 'POST', dictType: string, lang?: string) => {
  const url = `/api${REFERENCE_PATHS.dictSelect}`;
  const headers = lang ? { cookie: `lang=${lang}` } : {};
  const response =
    method === 'GET'
      ? await t.as(token, { method, url: `${url}?dictType=${dictType}`, headers })
      : await t.as(token, { method, url, payload: { dictType }, headers });
  return response.json<{ code: number; data: DictOption[] }>();
};
const user = async (token: string, query: string) => {
  const path = query.startsWith('userCode') ? REFERENCE_PATHS.userByCode : REFERENCE_PATHS.userById;
  const response = await t.as(token, { method: 'GET', url: `/api${path}${query ? `?${query}` : ''}` });
  return { status: response.statusCode, data: response.json<{ data: UserDetail }>().data };
};

describe('region/select (the bank-card form: province → city)', () => {
  it('answers the 34 provincial-level divisions, then a province’s cities, from the database', async () => {
    const provinces = await regions({});
    expect(provinces.status).toBe(200);
    expect(provinces.data).toHaveLength(34);
    expect(provinces.data.map((p) => p.name)).toEqual(expect.arrayContaining(['北京市', '湖南省', '广东省', '新疆维吾尔自治区', '香港特别行政区', '澳门特别行政区', '台湾省']));
    const hunan = provinces.data.find((p) => p.name === '湖南省');
    expect(hunan).toMatchObject({ code: '430000', level: 1, parentCode: null });
    const cities = await regions({ parentCode: '430000' });
    expect(cities.data).toHaveLength(14);
    expect(cities.data[0]).toEqual({ code: '430100', name: '长沙市', parentCode: '430000', level: 2 });
    expect((await regions({ parentCode: '440000' })).data.map((c) => c.name)).toEqual(expect.arrayContaining(['广州市', '深圳市']));
    expect((await regions({ parentCode: '110000' })).data.map((c) => c.name)).toEqual(['北京市']);
    const count = await t.db.selectFrom('regions').select(({ fn }) => fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(count.n)).toBeGreaterThan(34 + 330);
  });

  it('gives a bank card the city of its branch; a code that is no city is refused and stores nothing', async () => {
    const url = `/api${USER_CENTER_PATHS.cardCreate}`;
    const card = { accountName: '李四', bankName: '招商银行', subbranch: '招商银行深圳分行营业部', cardNo: '6236 8899 0012 3455' };
    const created = await t.as(lisi, { method: 'POST', url, payload: { ...card, cityCode: '440300' } });
    expect(created.json<{ data: BankCard }>().data).toMatchObject({ provinceCode: '440000', cityCode: '440300', regionName: '广东省 深圳市' });
    const page = () => t.as(lisi, { method: 'POST', url: `/api${USER_CENTER_PATHS.cardPage}`, payload: {} }).then((r) => r.json<{ data: BankCard[] }>().data);
    const before = await page();
    expect(before.find((c) => c.subbranch === '中国工商银行长沙五一路支行')?.regionName).toBe('湖南省 长沙市');
    const refused = await t.as(lisi, { method: 'POST', url, payload: { ...card, cardNo: '6214 8373 1002 5899', cityCode: '430000' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ msg: '请选择有效的开户省份和城市' });
    expect(await page()).toHaveLength(before.length);
  });

  it('refuses a code that is not six digits', async () => {
    expect((await regions({ parentCode: '43' })).status).toBe(400);
  });
});

describe('getDictSelect', () => {
  it('answers a dictionary’s options by GET and POST, labelled in the caller’s language', async () => {
    const zh = await dict(lisi, 'GET', 'sex');
    expect(zh).toMatchObject({ code: 0 });
    expect(zh.data).toEqual([
      { value: 'male', label: '男' },
      { value: 'female', label: '女' },
      { value: 'unknown', label: '保密' },
    ]);
    expect((await dict(lisi, 'POST', 'sex')).data).toEqual(zh.data);
    expect((await dict(lisi, 'POST', 'sex', 'en-US')).data.map((o) => o.label)).toEqual(['Male', 'Female', 'Not specified']);
    expect((await dict(lisi, 'GET', 'sex', 'pt-BR')).data.map((o) => o.label)).toEqual(['Masculino', 'Feminino', 'Não informado']);
    expect((await dict(lisi, 'GET', 'no-such-dictionary')).data).toEqual([]);
  });

  it('falls back to zh-CN where a label has no translation', async () => {
    await t.db.deleteFrom('translations').where('entity', '=', 'dict').where('entity_key', '=', '10002:sex:female').where('lang', '=', 'en-US').execute();
    expect((await dict(wangxiao, 'GET', 'sex', 'en-US')).data.map((o) => o.label)).toEqual(['Male', '女', 'Not specified']);
  });
});

describe('get-user-by-code and get-user-by-id', () => {
  it('answers a colleague of the tenant by code, and by uniqueNo (the caller’s own without uId)', async () => {
    const li = await user(zhangsan, 'userCode=lisi');
    expect(li.status).toBe(200);
    expect(li.data).toMatchObject({ userCode: 'lisi', realName: '李四' });
    expect((await user(zhangsan, `uId=${li.data.uniqueNo}`)).data.realName).toBe('李四');
    const own = await user(lisi, '');
    expect(own.data).toMatchObject({ userCode: 'lisi', uniqueNo: li.data.uniqueNo });
  });

  it('shows others only to holders of the address book, and only within the current tenant', async () => {
    expect((await user(wangxiao, 'userCode=wangxiao')).data.realName).toBe('王晓');
    expect((await user(wangxiao, '')).data.userCode).toBe('wangxiao');
    expect((await user(wangxiao, 'userCode=zhangsan')).status).toBe(403);
    expect((await user(lisi, 'userCode=wangxiao')).status).toBe(404);
    expect((await user(lisi, 'userCode=nobody')).status).toBe(404);
  });
});
