import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { OfficeRepository } from './office-repository.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('zhangsan');
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

const devices = () => t.as(token, { method: 'GET', url: '/api/business-center/v1/device/mine' });

describe('answers checked against their contract', () => {
  it('sends an answer that matches the response schema', async () => {
    const response = await devices();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ code: 0, data: expect.any(Array) });
  });

  it('refuses to send an answer the response schema does not allow: a 500, not the wrong shape', async () => {
    vi.spyOn(OfficeRepository.prototype, 'devices').mockResolvedValue([
      // A device type the contract does not know, as a query drifting from the contract would return it.
      { id: 'd1', name: '平板', type: 'tablet' as 'other', assetNo: 'A-1', model: '', status: 'in_use', assignedTime: new Date().toISOString() },
    ]);
    const response = await devices();
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('tablet');
  });

  it('documents the answer of each contract route in the OpenAPI document, envelope included', async () => {
    const doc = (await t.as(token, { method: 'GET', url: '/api/openapi.json' })).json();
    const schema = doc.paths['/api/business-center/v1/device/mine'].get.responses['200'].content['application/json'].schema;
    expect(schema.required).toEqual(expect.arrayContaining(['code', 'msg', 'data']));
    expect(schema.properties.data.items.properties.type.enum).toContain('laptop');
  });
});
