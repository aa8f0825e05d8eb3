import { CheckOutlined, GlobalOutlined, LockOutlined, LogoutOutlined, SettingOutlined, SwapOutlined, UserOutlined } from '@ant-design/icons';
import { App, Dropdown, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LOGIN_PAGE } from '@portal/contracts';
import { useCanSwitchTenant } from '../../../features/tenant/api.ts';
import { LANGUAGES, LANGUAGE_LABELS, useLanguageStore } from '../../../shared/i18n/index.ts';
import { logout } from '../../../shared/session/api.ts';
import { clearSession } from '../../../shared/session/credentials.ts';
import { useSessionStore } from '../../../shared/session/store.ts';
import { useFrameDialogs } from '../../frame-dialogs.ts';
import { useSwitchLanguage } from './useSwitchLanguage.ts';
import { UserAvatar } from '../../../shared/components/UserAvatar.tsx';

/** The avatar menu (SPEC §1): personal centre, tenant switching, password change, language, logout. */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const user = useSessionStore((s) => s.user);
  const show = useFrameDialogs((s) => s.show);
  const language = useLanguageStore((s) => s.language);
  const switchTo = useSwitchLanguage();
  const canSwitchTenant = useCanSwitchTenant();

  const confirmLogout = () =>
    modal.confirm({
      title: t('layout.userMenu.logoutConfirmTitle'),
      content: t('layout.userMenu.logoutConfirm'),
      okText: t('layout.userMenu.logout'),
      onOk: async () => {
        try {
          await logout();
        } catch {
          // Signed out here regardless: the session ends on the server when it expires.
        } finally {
          clearSession();
          window.location.assign(LOGIN_PAGE);
        }
      },
    });

  const items: MenuProps['items'] = [
    { key: 'center', icon: <UserOutlined />, label: t('layout.userMenu.center'), onClick: () => navigate('/user-center/index') },
    // Offered only to someone with another tenant to switch to.
    ...(canSwitchTenant ? [{ key: 'tenant', icon: <SwapOutlined />, label: t('layout.userMenu.tenant'), onClick: () => show('tenant') }] : []),
    { key: 'password', icon: <LockOutlined />, label: t('layout.userMenu.password'), onClick: () => show('password') },
    {
      key: 'language',
      icon: <GlobalOutlined />,
      label: t('layout.userMenu.language'),
      children: LANGUAGES.map((lang) => ({
        key: `lang:${lang}`,
        label: LANGUAGE_LABELS[lang],
        extra: lang === language ? <CheckOutlined /> : undefined,
        onClick: () => void switchTo(lang),
      })),
    },
    { key: 'settings', icon: <SettingOutlined />, label: t('layout.header.settings'), onClick: () => show('settings') },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: t('layout.userMenu.logout'), danger: true, onClick: confirmLogout },
  ];

  return (
    // Sub-menus open on click: the same on a touch screen as with a mouse.
    <Dropdown menu={{ items, triggerSubMenuAction: 'click' }} placement="bottomRight" trigger={['click']}>
      <button type="button" className="portal-action portal-user" data-testid="current-user" aria-label={t('layout.userMenu.label')}>
        <UserAvatar />
        <span className="portal-user__name">{user?.realName}</span>
      </button>
    </Dropdown>
  );
}
