import { describe, expect, it } from 'vitest';
import { entryUrl, functionPath, parseFunctionAddress, safeInnerPath } from './host-path.ts';

describe('addresses of business functions', () => {
  it('splits the sub-app name from its own path and query', () => {
    expect(parseFunctionAddress('/app-center/main/WOS/interfaces/processform', '?key=Process_WOS_WOH')).toEqual({
      name: 'WOS',
      innerPath: '/interfaces/processform?key=Process_WOS_WOH',
      known: true,
    });
    expect(parseFunctionAddress('/app-center/main/HR', '')).toEqual({ name: 'HR', innerPath: '/', known: true });
  });

  it('knows only the 38 names of the registry', () => {
    expect(parseFunctionAddress('/app-center/main/NOPE/x', '')?.known).toBe(false);
    expect(parseFunctionAddress('/app-center/menus', '')).toBeNull();
  });

  it('joins an entry and a path without doubled slashes', () => {
    expect(entryUrl('/subapps/hr/', '/leave/apply')).toBe('/subapps/hr/leave/apply');
    expect(entryUrl('https://crm.example.com/portal', 'deals?id=1')).toBe('https://crm.example.com/portal/deals?id=1');
    expect(functionPath('HR', '/leave/list')).toBe('/app-center/main/HR/leave/list');
  });
});

describe('routes reported by a system', () => {
  it('stay inside the system’s address', () => {
    expect(safeInnerPath('/orders/7?tab=items')).toBe('/orders/7?tab=items');
    expect(safeInnerPath('orders/7')).toBe('/orders/7');
    expect(safeInnerPath('/../../home/index')).toBeNull();
    expect(safeInnerPath('//evil.example.com/x')).toBeNull();
    expect(safeInnerPath('/a/%2e%2e/%2e%2e/home')).toBeNull();
    expect(safeInnerPath('/a\\b')).toBeNull();
  });
});
