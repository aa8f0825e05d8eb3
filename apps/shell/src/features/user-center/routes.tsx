import { UserOutlined } from '@ant-design/icons';
import type { ComponentType } from 'react';
import type { PortalRoute, TitleKey } from '../../shared/routing/route-types.ts';
import { USER_CENTER_PAGES } from './pages.ts';

const comingSoon = () => import('../../shared/components/ComingSoon.tsx');

type Page = () => Promise<{ default: ComponentType }>;
const page = (path: string, titleKey: TitleKey, lazy: Page = comingSoon): PortalRoute => ({ path, titleKey, keepAlive: true, lazy });

/** Each page's component, loaded on demand. */
const PAGES: Record<string, Page> = {
  'index': () => import('./pages/OverviewPage.tsx'),
  'todouser': () => import('./pages/TodoPage.tsx'),
  'todoread': () => import('./pages/ToReadPage.tsx'),
  'meeting': () => import('./pages/MeetingPage.tsx'),
  'mail': () => import('./pages/MailPage.tsx'),
  'apply': () => import('./pages/ApplyPage.tsx'),
  'done': () => import('./pages/DonePage.tsx'),
  'draft': () => import('./pages/DraftPage.tsx'),
  'submitted/my-work': () => import('./pages/ReportsPage.tsx'),
  'submitted/:type': () => import('./pages/ReportsPage.tsx'),
  'work-report-approval': () => import('./pages/ReportApprovalPage.tsx'),
  'my-device': () => import('./pages/DevicePage.tsx'),
  'my-account': () => import('./pages/BankCardPage.tsx'),
  'message': () => import('./pages/MessagePage.tsx'),
  'basicsettings': () => import('./pages/BasicSettingsPage.tsx'),
  'securitysettings': () => import('./pages/SecuritySettingsPage.tsx'),
  'messagesettings': () => import('./pages/MessageSettingsPage.tsx'),
};

/** SPEC §2 Personal centre: hidden from the main menu, /user-center → /user-center/index. */
export const userCenterRoutes: PortalRoute = {
  path: 'user-center',
  titleKey: 'userCenter.menu',
  icon: <UserOutlined />,
  hideInMenu: true,
  permission: 'user-center',
  redirect: 'index',
  children: USER_CENTER_PAGES.map(({ path, titleKey }) => ({
    ...page(path, titleKey, PAGES[path]),
    ...(path === 'index' ? { tabTitleKey: 'userCenter.menu' as const } : {}),
  })),
};
