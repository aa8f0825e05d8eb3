import { CheckOutlined, GlobalOutlined, LockOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Dropdown, type MenuProps } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LOGIN_PAGE } from '@portal/contracts';
import type { DialogSlot } from '../../../shared/slots/manifest.ts';
import { useFeatureSlots, useHasComponent } from '../../../shared/slots/slots.tsx';
import { LANGUAGES, LANGUAGE_LABELS, useLanguageStore } from '../../../shared/i18n/index.ts';
import { logout } from '../../../shared/session/api.ts';
import { useSessionStore } from '../../../shared/session/store.ts';
import { PASSWORD_DIALOG, useFrameDialogs } from '../../frame-dialogs.ts';
import { useSwitchLanguage } from './useSwitchLanguage.ts';
import { UserAvatar } from '../../../shared/components/UserAvatar.tsx';
import { useFeedback } from '../../../shared/feedback/feedback.ts';

type MenuSlot = DialogSlot & { menu: NonNullable<DialogSlot['menu']> };

/** Tells whether a dialog's menu entry is offered (its hook may ask the server); renders nothing. */
function Availability({ id, useAvailable, onChange }: { id: string; useAvailable: () => boolean; onChange: (id: string, available: boolean) => void }) {
  const available = useAvailable();
  useEffect(() => onChange(id, available), [id, available, onChange]);
  return null;
}

/** The dialogs listed in the avatar menu, in their order, and whether each is offered. */
function useMenuDialogs() {
  const { dialogs } = useFeatureSlots();
  const listed = dialogs.filter((dialog): dialog is MenuSlot => dialog.menu !== undefined).sort((a, b) => a.menu.order - b.menu.order);
  const [available, setAvailable] = useState<Record<string, boolean>>({});
  const report = useCallback((id: string, value: boolean) => setAvailable((current) => (current[id] === value ? current : { ...current, [id]: value })), []);
  const probes = listed.flatMap(({ id, menu }) => (menu.useAvailable ? [<Availability key={id} id={id} useAvailable={menu.useAvailable} onChange={report} />] : []));
  const offered = listed.filter(({ id, menu }) => !menu.useAvailable || available[id] === true);
  return { offered, probes };
}

/** The avatar menu (SPEC §1): personal centre, the features' dialogs (tenant switching, settings), password change, language, logout. */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { modal } = useFeedback();
  const user = useSessionStore((s) => s.user);
  const show = useFrameDialogs((s) => s.show);
  const language = useLanguageStore((s) => s.language);
  const switchTo = useSwitchLanguage();
  const { offered, probes } = useMenuDialogs();
  const hasPasswordForm = useHasComponent('passwordForm');
  const entry = ({ id, menu: { icon: Icon, labelKey } }: MenuSlot) => ({ key: id, icon: <Icon />, label: t(labelKey), onClick: () => show(id) });

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
          useSessionStore.getState().clearSession();
          window.location.assign(LOGIN_PAGE);
        }
      },
    });

  const items: MenuProps['items'] = [
    { key: 'center', icon: <UserOutlined />, label: t('layout.userMenu.center'), onClick: () => void navigate('/user-center/index') },
    ...offered.filter(({ menu }) => menu.section === 'account').map(entry),
    ...(hasPasswordForm ? [{ key: PASSWORD_DIALOG, icon: <LockOutlined />, label: t('layout.userMenu.password'), onClick: () => show(PASSWORD_DIALOG) }] : []),
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
    ...offered.filter(({ menu }) => menu.section === 'preferences').map(entry),
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: t('layout.userMenu.logout'), danger: true, onClick: () => void confirmLogout() },
  ];

  return (
    // Sub-menus open on click: the same on a touch screen as with a mouse.
    <>
      {probes}
      <Dropdown menu={{ items, triggerSubMenuAction: 'click' }} placement="bottomRight" trigger={['click']}>
        <button type="button" className="portal-action portal-user" data-testid="current-user" aria-label={t('layout.userMenu.label')}>
          <UserAvatar />
          <span className="portal-user__name">{user?.realName}</span>
        </button>
      </Dropdown>
    </>
  );
}
