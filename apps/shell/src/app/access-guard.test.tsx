import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CurrentUser } from '@portal/contracts';
import { useSessionStore } from '../shared/session/store.ts';
import { guardLoader } from './access-guard.ts';
import { RouteError } from './RouteError.tsx';

const user = { id: '1001', tenantId: '10001' } as CurrentUser;
let permissions: { permissionId: string; actionList: ['query'] }[] = [];
vi.mock('../shared/session/api.ts', () => ({
  loadCurrentUser: vi.fn(async () => {
    useSessionStore.setState({ permissions });
    return user;
  }),
}));

const rendered = vi.fn();
function Finance() {
  rendered();
  return <p>报销单</p>;
}

function show(path: string) {
  const router = createMemoryRouter(
    [{ path: '/', errorElement: <RouteError />, Component: () => null, children: [] }, { path: '/finance', loader: guardLoader('finance'), errorElement: <RouteError />, Component: Finance }],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
}

describe('the access guard runs before a page renders (SPEC §6)', () => {
  beforeEach(() => {
    rendered.mockClear();
    useSessionStore.setState({ permissions: [] });
  });

  it('waits for the signed-in user before it decides: a user who holds the permission gets the page on a cold load', async () => {
    permissions = [{ permissionId: 'finance', actionList: ['query'] }];
    show('/finance');
    expect(await screen.findByText('报销单', undefined, { timeout: 5000 })).toBeTruthy();
  });

  it('shows the 403 page and never renders the page of a user without its permission', async () => {
    useSessionStore.setState({ permissions: [{ permissionId: 'home', actionList: ['query'] }] });
    show('/finance');
    expect(await screen.findByText('抱歉，您无权访问此页面。', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText('报销单')).toBeNull();
    expect(rendered).not.toHaveBeenCalled();
  });
});
