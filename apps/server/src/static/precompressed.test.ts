import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.ts';

let t: TestApp;
let assets: string;
const script = `export const greeting = ${JSON.stringify('上午好，'.repeat(400))};\n`;

beforeAll(async () => {
  const shellDist = mkdtempSync(path.join(tmpdir(), 'portal-shell-'));
  assets = path.join(shellDist, 'assets');
  mkdirSync(assets);
  writeFileSync(path.join(shellDist, 'index.html'), '<!doctype html><title>协同办公平台</title>');
  // What the shell's build writes: each file with its brotli and gzip copies.
  writeFileSync(path.join(assets, 'frame-Ab12Cd34.js'), script);
  writeFileSync(path.join(assets, 'frame-Ab12Cd34.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(assets, 'frame-Ab12Cd34.js.gz'), gzipSync(script, { level: 9 }));
  t = await createTestApp({ shellDist });
});
afterAll(async () => {
  await t.close();
});

describe('the shell files the build compressed', () => {
  it('sends the brotli copy as it is to a browser that accepts brotli, cached for a year', async () => {
    const response = await t.app.inject({ url: '/pba/assets/frame-Ab12Cd34.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toContain('javascript');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.equals(readFileSync(path.join(assets, 'frame-Ab12Cd34.js.br')))).toBe(true);
  });

  it('sends the gzip copy to a client that accepts only gzip', async () => {
    const response = await t.app.inject({ url: '/pba/assets/frame-Ab12Cd34.js', headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.rawPayload.equals(readFileSync(path.join(assets, 'frame-Ab12Cd34.js.gz')))).toBe(true);
  });

  it('sends the plain file to a client that accepts no compression', async () => {
    const response = await t.app.inject({ url: '/pba/assets/frame-Ab12Cd34.js', headers: { 'accept-encoding': 'identity' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toBe(script);
  });
});
