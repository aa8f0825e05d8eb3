import { Avatar } from 'antd';
import { useState } from 'react';
import { SHELL_BASE, type CurrentUser } from '@portal/contracts';
import { useSessionStore } from '../session/store.ts';

/** SPEC §7: avatars are downloaded by file id. */
const FILE_DOWNLOAD = '/api/file-server/file/download';

/** SPEC §9: default avatars 1 and 2 exist; otherwise a default avatar is used. */
export function defaultAvatar(sex: CurrentUser['sex'] | undefined): string {
  const file = sex === 'male' ? 'avatar-1.svg' : sex === 'female' ? 'avatar-2.svg' : 'avatar-default.svg';
  return `${SHELL_BASE}/avatars/${file}`;
}

export function avatarUrl(fileId: string): string {
  return `${FILE_DOWNLOAD}?fileId=${encodeURIComponent(fileId)}`;
}

/** The signed-in user's picture; the default avatar when there is none or it fails to load. */
export function UserAvatar({ size = 28 }: { size?: number }) {
  const user = useSessionStore((s) => s.user);
  const [failed, setFailed] = useState<string | null>(null);
  const fileId = user?.userPicture ?? '';
  const src = fileId && failed !== fileId ? avatarUrl(fileId) : defaultAvatar(user?.sex);
  return (
    <Avatar
      size={size}
      src={src}
      alt={user?.realName ?? ''}
      className="portal-avatar"
      onError={() => {
        setFailed(fileId);
        return false;
      }}
    />
  );
}
