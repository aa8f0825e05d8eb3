import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@portal/contracts';
import type { RouteHandle } from '../routing/route-types.ts';
import { useSessionStore } from '../session/store.ts';
import { Access } from './access.tsx';

function Page() {
  return (
    <>
      <Access action="add">
        <button type="button">新增</button>
      </Access>
      <Access action="export" fallback={<span>无导出权限</span>}>
        <button type="button">导出</button>
      </Access>
    </>
  );
}

const handle: RouteHandle = { route: { path: 'address-list', permission: 'address-list' }, fullPath: '/address-list' };

describe('<Access> (SPEC §6)', () => {
  it('hides an element when the route’s permission is held but the action is not in its list', () => {
    useSessionStore.getState().setUser({
      roles: [{ id: 'r', name: 'staff', permissions: [{ permissionId: 'address-list', actionList: ['add', 'query'] }] }],
      extra: [],
    } as unknown as CurrentUser);
    const router = createMemoryRouter([{ path: '/address-list', handle, Component: Page }], { initialEntries: ['/address-list'] });
    render(<RouterProvider router={router} />);
    expect(screen.getByRole('button', { name: '新增' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '导出' })).toBeNull();
    expect(screen.getByText('无导出权限')).toBeTruthy();
  });
});
