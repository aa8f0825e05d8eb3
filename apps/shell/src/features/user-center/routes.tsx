import { UserOutlined } from '@ant-design/icons';
import type { PortalRoute, TitleKey } from '../../app/route-types.ts';

const comingSoon = () => import('../../shared/components/ComingSoon.tsx');

const page = (path: string, titleKey: TitleKey): PortalRoute => ({ path, titleKey, keepAlive: true, lazy: comingSoon });

/** SPEC §2 Personal centre: hidden from the main menu, /user-center → /user-center/index. */
export const userCenterRoutes: PortalRoute = {
  path: 'user-center',
  titleKey: 'userCenter.menu',
  icon: <UserOutlined />,
  hideInMenu: true,
  permission: 'user-center',
  redirect: 'index',
  children: [
    page('index', 'userCenter.pages.index'),
    page('todouser', 'userCenter.pages.todouser'),
    page('todoread', 'userCenter.pages.todoread'),
    page('meeting', 'userCenter.pages.meeting'),
    page('mail', 'userCenter.pages.mail'),
    page('apply', 'userCenter.pages.apply'),
    page('done', 'userCenter.pages.done'),
    page('draft', 'userCenter.pages.draft'),
    page('submitted/my-work', 'userCenter.pages.submitted'),
    page('submitted/:type', 'userCenter.pages.submitted'),
    page('work-report-approval', 'userCenter.pages.workReportApproval'),
    page('my-device', 'userCenter.pages.myDevice'),
    page('my-account', 'userCenter.pages.myAccount'),
    page('message', 'userCenter.pages.message'),
    page('basicsettings', 'userCenter.pages.basicsettings'),
    page('securitysettings', 'userCenter.pages.securitysettings'),
    page('messagesettings', 'userCenter.pages.messagesettings'),
    { ...page('custom', 'userCenter.pages.custom'), lazy: () => import('../home/custom/CustomWorkbenchPage.tsx') },
  ],
};
