import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { preloadEntries, systemOf } from './preload.ts';
import { subappEntryKey } from './registry.ts';

describe('preloading the systems the user opens most', () => {
  it('prefetches, when idle, the entry pages of permitted, deployed systems, each once', async () => {
    const client = new QueryClient();
    const entry = (name: string, value: string | null, permitted = true) =>
      client.setQueryData(subappEntryKey(name), { name, entry: value, origin: null, activeRule: `/pba/app-center/main/${name}/`, permitted });
    entry('HR', '/subapps/hr/');
    entry('CRM', 'https://crm.example.com/crm/');
    entry('PMS', null);
    entry('FCB', '/fcb/', false);
    preloadEntries(client, ['HR', 'CRM', 'PMS', 'FCB', 'HR', 'WOS']);
    preloadEntries(client, ['HR']);
    await expect
      .poll(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((l) => l.getAttribute('href')))
      .toEqual(['/subapps/hr/', 'https://crm.example.com/crm/']);
  });

  it('reads the system of a function from its portal path, else its front module', () => {
    expect(systemOf({ resourcePath: '/app-center/main/HR/leave/apply?x=1', frontModuleCode: 'X' })).toBe('HR');
    expect(systemOf({ resourcePath: '/leave/apply', frontModuleCode: 'HR' })).toBe('HR');
    expect(systemOf({ resourcePath: '' })).toBeNull();
  });
});
