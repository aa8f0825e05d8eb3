import { Drawer } from 'antd';
import type { MenuTheme } from '../../shared/settings/settings.ts';
import { NavMenu } from '../nav/NavMenu.tsx';
import { Logo } from './Logo.tsx';

/** The menu on a narrow screen (SPEC §4 mobile mode): a drawer from the left, always expanded. */
export default function MobileMenu({ open, width, theme, onClose }: { open: boolean; width: number; theme: MenuTheme; onClose: () => void }) {
  return (
    <Drawer
      open={open}
      placement="left"
      onClose={onClose}
      size={width}
      closable={false}
      className={`portal-drawer portal-sider--${theme}`}
      styles={{ body: { padding: 0, background: theme === 'dark' ? 'var(--portal-nav-bg)' : 'var(--portal-bg-container)' } }}
    >
      <Logo />
      <NavMenu theme={theme} mode="inline" onChosen={onClose} />
    </Drawer>
  );
}
