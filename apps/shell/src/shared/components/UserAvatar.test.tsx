import { fireEvent, render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@portal/contracts';
import { useSessionStore } from '../session/store.ts';
import { UserAvatar } from './UserAvatar.tsx';

const user = (userPicture: string, sex: CurrentUser['sex']) =>
  ({ id: '1001', username: 'zhangsan', realName: '张三', userPicture, sex, extra: [], roles: [] }) as unknown as CurrentUser;

const image = (container: HTMLElement) => container.querySelector('img') as HTMLImageElement;

describe('avatar in the top bar', () => {
  it('downloads the user’s picture by file id', () => {
    useSessionStore.getState().setUser(user('f-42/a b', 'male'));
    const { container } = render(<UserAvatar />);
    expect(image(container).getAttribute('src')).toBe('/api/file-server/file/download?fileId=f-42%2Fa%20b');
  });

  it('uses the default avatar when there is no picture', () => {
    useSessionStore.getState().setUser(user('', 'female'));
    const { container } = render(<UserAvatar />);
    expect(image(container).getAttribute('src')).toBe('/pba/avatars/avatar-2.svg');
  });

  it('falls back to the default avatar when the picture fails to load', () => {
    useSessionStore.getState().setUser(user('missing', 'unknown'));
    const { container } = render(<UserAvatar />);
    fireEvent.error(image(container));
    expect(image(container).getAttribute('src')).toBe('/pba/avatars/avatar-default.svg');
  });
});
