import { UserOutlined } from '@ant-design/icons';
import type { ComponentType } from 'react';
import type { PortalRoute, TitleKey } from '../../app/route-types.ts';

const comingSoon = () => import('../../shared/components/ComingSoon.tsx');

type Page = () => Promise<{ default: ComponentType }>;
const page = (path: string, titleKey: TitleKey, lazy: Page = comingSoon): PortalRoute => ({ path, titleKey, keepAlive: true, lazy });

/** SPEC §2 Personal centre: hidden from the main menu, /user-center → /user-center/index. */
export const userCenterRoutes: PortalRoute = {
  path: 'user-center',
  titleKey: 'userCenter.menu',
  icon: <UserOutlined />,
  hideInMenu: true,
  permission: 'user-center',
  redirect: 'index',
  children: [
    { ...page('index', 'userCenter.pages.index', () => import('./pages/OverviewPage.tsx')), tabTitleKey: 'userCenter.menu' },
    page('todouser', 'userCenter.pages.todouser', () => import('./pages/TodoPage.tsx')),
    page('todoread', 'userCenter.pages.todoread', () => import('./pages/ToReadPage.tsx')),
    page('meeting', 'userCenter.pages.meeting', () => import('./pages/MeetingPage.tsx')),
    page('mail', 'userCenter.pages.mail', () => import('./pages/MailPage.tsx')),
    page('apply', 'userCenter.pages.apply', () => import('./pages/ApplyPage.tsx')),
    page('done', 'userCenter.pages.done', () => import('./pages/DonePage.tsx')),
    page('draft', 'userCenter.pages.draft', () => import('./pages/DraftPage.tsx')),
    page('submitted/my-work', 'userCenter.pages.submitted', () => import('./pages/ReportsPage.tsx')),
    page('submitted/:type', 'userCenter.pages.submitted', () => import('./pages/ReportsPage.tsx')),
    page('work-report-approval', 'userCenter.pages.workReportApproval', () => import('./pages/ReportApprovalPage.tsx')),
    page('my-device', 'userCenter.pages.myDevice', () => import('./pages/DevicePage.tsx')),
    page('my-account', 'userCenter.pages.myAccount', () => import('./pages/BankCardPage.tsx')),
    page('message', 'userCenter.pages.message', () => import('./pages/MessagePage.tsx')),
    page('basicsettings', 'userCenter.pages.basicsettings', () => import('./pages/BasicSettingsPage.tsx')),
    page('securitysettings', 'userCenter.pages.securitysettings', () => import('./pages/SecuritySettingsPage.tsx')),
    page('messagesettings', 'userCenter.pages.messagesettings', () => import('./pages/MessageSettingsPage.tsx')),
    page('custom', 'userCenter.pages.custom', () => import('../home/custom/CustomWorkbenchPage.tsx')),
  ],
};
