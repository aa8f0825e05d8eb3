import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.ts';

let t: TestApp;
beforeAll(async () => {
  const shellDist = mkdtempSync(path.join(tmpdir(), 'portal-shell-'));
  writeFileSync(path.join(shellDist, 'index.html'), '<!doctype html><title>协同办公平台</title>');
  t = await createTestApp({ shellDist });
});
afterAll(async () => {
  await t.close();
});

describe('the shell root', () => {
  it('answers the index page at /pba/, with or without compression asked for', async () => {
    for (const headers of [{}, { 'accept-encoding': 'gzip, br' }]) {
      const response = await t.app.inject({ url: '/pba/', headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('still serves deep links from the same page', async () => {
    const response = await t.app.inject('/pba/user-center/todouser');
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('协同办公平台');
  });
});
