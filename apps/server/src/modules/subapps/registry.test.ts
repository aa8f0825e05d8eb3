import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SUBAPP_NAMES } from '@portal/contracts';
import { ConfigError, loadConfig } from '../../config.ts';
import { SubappRegistry, readSubappsConfig } from './registry.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const dir = mkdtempSync(path.join(tmpdir(), 'subapps-config-'));
let count = 0;
function file(content: string): string {
  const name = path.join(dir, `subapps-${(count += 1)}.json`);
  writeFileSync(name, content);
  return name;
}
const registryOf = (subappsConfig: string) => new SubappRegistry(loadConfig({}, { subappsConfig }));

describe('SUBAPPS_CONFIG', () => {
  it('accepts any subset of the names: the others have no entry; absolute entries carry their origin', () => {
    const registry = registryOf(
      file(JSON.stringify({ HR: { entry: '/subapps/hr/', title: { 'en-US': 'People', 'zh-CN': '人事' } }, CRM: { entry: 'https://CRM.example.com:443/app/' } })),
    );
    expect(registry.entries).toHaveLength(SUBAPP_NAMES.length);
    expect(registry.find('HR')).toEqual({
      name: 'HR',
      entry: '/subapps/hr/',
      origin: null,
      activeRule: '/pba/app-center/main/HR/',
      title: { 'en-US': 'People', 'zh-CN': '人事' },
    });
    expect(registry.find('CRM')).toMatchObject({ entry: 'https://CRM.example.com:443/app/', origin: 'https://crm.example.com' });
    expect(registry.find('WOS')).toMatchObject({ entry: null, origin: null });
    expect(registry.entries.some((entry) => 'engine' in entry)).toBe(false);
    expect(registry.origins).toEqual(['https://crm.example.com']);
    expect(registryOf(file('{}')).entries.every((entry) => entry.entry === null)).toBe(true);
  });

  it.each([
    ['{ "HR": { "entry": "/hr/" ', 'not valid JSON'],
    ['[]', 'must be a JSON object of name'],
    ['{ "FOO": { "entry": "/foo/" } }', '"FOO": is not a sub-app name of SPEC §3'],
    ['{ "HR": "/hr/" }', '"HR": must be an object with "entry"'],
    ['{ "HR": {} }', '"HR".entry: is required'],
    ['{ "HR": { "entry": 7 } }', '"HR".entry: must be a string'],
    ['{ "HR": { "entry": "ftp://hr.example.com/" } }', '"HR".entry: must be a path on the portal starting with "/" or an absolute http(s) URL'],
    ['{ "HR": { "entry": "//evil.example.com/" } }', '"HR".entry: must be a path'],
    ['{ "HR": { "entry": "hr/" } }', '"HR".entry: must be a path'],
    ['{ "HR": { "entry": "/hr/", "engine": "iframe" } }', '"HR".engine: unknown field (allowed: entry, title)'],
    ['{ "HR": { "entry": "/hr/", "title": "People" } }', '"HR".title: must be an object of zh-CN, zh-TW, en-US, pt-BR'],
    ['{ "HR": { "entry": "/hr/", "title": { "fr-FR": "Personnel" } } }', '"HR".title.fr-FR: unknown field'],
    ['{ "HR": { "entry": "/hr/", "title": { "en-US": "" } } }', '"HR".title.en-US: must not be empty'],
    ['{ "HR": { "entry": "/hr/", "title": { "en-US": 3 } } }', '"HR".title.en-US: must be a string'],
  ])('refuses %s with one line naming the file, the name and the field', (content, expected) => {
    const name = file(content);
    let error: unknown;
    try {
      readSubappsConfig(name);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message.startsWith(`SUBAPPS_CONFIG ${name}: `)).toBe(true);
    expect(message).toContain(expected);
    expect(message).not.toContain('\n');
  });

  it('names a missing file', () => {
    expect(() => readSubappsConfig(path.join(dir, 'missing.json'))).toThrow(`SUBAPPS_CONFIG ${path.join(dir, 'missing.json')}: cannot read the file (ENOENT)`);
  });

  it('reload keeps the registry in use when the new file is bad, and takes a good one', () => {
    const name = file(JSON.stringify({ CRM: { entry: 'https://crm.example.com/' } }));
    const registry = registryOf(name);
    writeFileSync(name, '{ "CRM": { "entry": 1 } }');
    expect(() => registry.reload()).toThrow('"CRM".entry: must be a string');
    expect(registry.origins).toEqual(['https://crm.example.com']);
    expect(registry.version).toBe(0);
    writeFileSync(name, JSON.stringify({ SRM: { entry: 'http://127.0.0.1:5173/' }, CRM: { entry: '/crm/' } }));
    registry.reload();
    expect(registry.version).toBe(1);
    expect(registry.origins).toEqual(['http://127.0.0.1:5173']);
    expect(registry.isRegisteredOrigin('https://crm.example.com')).toBe(false);
  });

  it('every SUBAPPS_CONFIG example of README.md and docs/deploy.md loads', () => {
    const examples = ['README.md', 'docs/deploy.md'].flatMap((doc) => {
      const text = readFileSync(path.join(repoRoot, doc), 'utf8');
      // JSON blocks of the documents that name sub-apps (`"NAME": { "entry": … }`).
      return [...text.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => m[1] ?? '').filter((block) => /"entry"/.test(block)).map((block) => [doc, block] as const);
    });
    expect(examples.length).toBeGreaterThanOrEqual(2);
    for (const [doc, block] of examples) {
      const registry = registryOf(file(block));
      expect(registry.entries.filter((entry) => entry.entry !== null).length, `${doc}: ${block}`).toBeGreaterThan(0);
    }
  });
});
