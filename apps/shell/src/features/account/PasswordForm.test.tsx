import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import NoticesHost from '../../shared/feedback/NoticesHost.tsx';
import md5 from 'md5';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNotifier, type Notice } from '../../shared/http/index.ts';
import { useSessionStore } from '../../shared/session/store.ts';
import { PasswordForm } from './PasswordForm.tsx';

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  fetchMock = vi.fn().mockResolvedValue(new Response(JSON.stringify({ code: 0, msg: '修改成功!', data: { endedSessions: 0 } }), { headers: { 'Content-Type': 'application/json' } }));
  vi.stubGlobal('fetch', fetchMock);
  useSessionStore.setState({ user: { id: '1001' } as never });
});
afterEach(() => vi.unstubAllGlobals());

const renderForm = () =>
  render(
    <>
      <NoticesHost />
      <PasswordForm />
    </>,
  );

describe('password change form (SPEC §5)', { timeout: 30_000 }, () => {
  it('shows the required messages and sends nothing when empty', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: /确认修改/ }));
    expect(await screen.findByText('请输入旧密码')).toBeTruthy();
    expect(screen.getByText('请输入密码')).toBeTruthy();
    expect(screen.getByText('请输入确认密码')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects a weak password and a different confirmation', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('旧密码'), 'Portal@2026');
    await userEvent.type(screen.getByLabelText('新密码'), 'abcdef');
    await userEvent.type(screen.getByLabelText('确认密码'), 'abcdeg');
    await userEvent.click(screen.getByRole('button', { name: /确认修改/ }));
    expect(await screen.findByText('密码格式要求: 长度必须6位，包含大小写和特殊符号')).toBeTruthy();
    expect(screen.getByText('密码不一致')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends both passwords md5-hashed with the user id and says 修改成功!', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText('旧密码'), 'Portal@2026');
    await userEvent.type(screen.getByLabelText('新密码'), 'New@2027x');
    await userEvent.type(screen.getByLabelText('确认密码'), 'New@2027x');
    await userEvent.click(screen.getByRole('button', { name: /确认修改/ }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('/api/wutong-idaas-account/user/update-password');
    expect(JSON.parse(String(init.body))).toEqual({
      id: '1001',
      password: md5('Portal@2026'),
      newPassword: md5('New@2027x'),
    });
    expect(await screen.findByText('修改成功! 其他设备上的登录已退出。')).toBeTruthy();
  });

  it('shows a wrong old password under its field, not as a raw HTTP notice', async () => {
    const notices: Notice[] = [];
    setNotifier((n) => notices.push(n));
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify({ code: 400, msg: '旧密码错误' }), { status: 400, headers: { 'Content-Type': 'application/json' } }),
    );
    renderForm();
    await userEvent.type(screen.getByLabelText('旧密码'), 'Wrong@2026');
    await userEvent.type(screen.getByLabelText('新密码'), 'New@2027x');
    await userEvent.type(screen.getByLabelText('确认密码'), 'New@2027x');
    await userEvent.click(screen.getByRole('button', { name: /确认修改/ }));
    const shown = await screen.findByText('旧密码错误');
    expect(shown.closest('.ant-form-item')?.querySelector('#oldPassWord, input')?.getAttribute('autocomplete')).toBe('current-password');
    expect(notices).toEqual([]);
    expect((screen.getByLabelText('新密码') as HTMLInputElement).value).toBe('New@2027x');
  });
});
