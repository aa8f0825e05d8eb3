import { BookOutlined, MailOutlined, ReadOutlined } from '@ant-design/icons';
import type { PortalRoute } from '../../app/route-types.ts';

const comingSoon = () => import('../../shared/components/ComingSoon.tsx');

/** SPEC §2 other routes: community wiki, enterprise wiki, enterprise mailbox. */
export const wikiRoutes: PortalRoute[] = [
  { path: 'wiki-index', titleKey: 'wiki.community', icon: <ReadOutlined />, lazy: comingSoon },
  { path: 'tw-help', titleKey: 'wiki.enterprise', icon: <BookOutlined />, lazy: comingSoon },
  { path: 'wiki-index/wiki', titleKey: 'wiki.enterprise', hideInMenu: true, lazy: comingSoon },
  { path: 'mailbox', titleKey: 'wiki.mailbox', icon: <MailOutlined />, lazy: comingSoon },
];
