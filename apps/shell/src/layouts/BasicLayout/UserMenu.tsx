import { LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { App, Avatar, Dropdown, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LOGIN_PAGE } from '@portal/contracts';
import { logout } from '../../shared/session/api.ts';
import { clearSession } from '../../shared/session/credentials.ts';
import { useSessionStore } from '../../shared/session/store.ts';

export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const user = useSessionStore((s) => s.user);

  const confirmLogout = () =>
    modal.confirm({
      title: t('layout.userMenu.logoutConfirmTitle'),
      content: t('layout.userMenu.logoutConfirm'),
      onOk: async () => {
        try {
          await logout();
        } finally {
          clearSession();
          window.location.assign(LOGIN_PAGE);
        }
      },
    });

  return (
    <Dropdown
      menu={{
        items: [
          { key: 'center', icon: <UserOutlined />, label: t('layout.userMenu.center'), onClick: () => navigate('/user-center/index') },
          { type: 'divider' },
          { key: 'logout', icon: <LogoutOutlined />, label: t('layout.userMenu.logout'), onClick: confirmLogout },
        ],
      }}
    >
      <Space className="portal-user" data-testid="current-user">
        <Avatar size="small" icon={<UserOutlined />} />
        <span>{user?.realName}</span>
      </Space>
    </Dropdown>
  );
}
