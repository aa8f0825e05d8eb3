import { BankOutlined, BookOutlined, CompassOutlined, CustomerServiceOutlined, DesktopOutlined, MailOutlined, ReadOutlined, SolutionOutlined, TagsOutlined } from '@ant-design/icons';
import type { PortalRoute } from '../../shared/routing/route-types.ts';
import { communityWikiUrl, enterpriseWikiUrl, mailboxUrl } from './api.ts';

const ssoPage = () => import('./SsoPage.tsx');

/**
 * SPEC §2 other routes: community wiki, enterprise wiki, enterprise mailbox — single sign-on
 * entries that open a new window — and the service guides as an item-list entry.
 */
export const wikiRoutes: PortalRoute[] = [
  {
    path: 'guides',
    titleKey: 'wiki.guides',
    icon: <CompassOutlined />,
    permission: 'home',
    menuType: 'item-list',
    children: [
      { path: 'hr', titleKey: 'home.guides.hr', icon: <SolutionOutlined />, link: '/home/hrguide' },
      { path: 'admin', titleKey: 'home.guides.admin', icon: <CustomerServiceOutlined />, link: '/home/adminguide' },
      { path: 'financial', titleKey: 'home.guides.financial', icon: <BankOutlined />, link: '/home/financialguide' },
      { path: 'it', titleKey: 'home.guides.it', icon: <DesktopOutlined />, link: '/home/itguide' },
      { path: 'brand', titleKey: 'home.guides.brand', icon: <TagsOutlined />, link: '/home/brandguide' },
    ],
  },
  { path: 'wiki-index', titleKey: 'wiki.community', icon: <ReadOutlined />, resolveUrl: communityWikiUrl, lazy: ssoPage },
  { path: 'tw-help', titleKey: 'wiki.enterprise', icon: <BookOutlined />, resolveUrl: enterpriseWikiUrl, lazy: ssoPage },
  { path: 'wiki-index/wiki', titleKey: 'wiki.enterprise', hideInMenu: true, resolveUrl: enterpriseWikiUrl, lazy: ssoPage },
  { path: 'mailbox', titleKey: 'wiki.mailbox', icon: <MailOutlined />, resolveUrl: mailboxUrl, lazy: ssoPage },
];
