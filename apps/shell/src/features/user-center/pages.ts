import type { TitleKey } from '../../shared/routing/route-types.ts';

/** The pages of the personal centre (SPEC §2), in the order of its side navigation. */
export const USER_CENTER_PAGES: readonly { path: string; titleKey: TitleKey }[] = [
  { path: 'index', titleKey: 'userCenter.pages.index' },
  { path: 'todouser', titleKey: 'userCenter.pages.todouser' },
  { path: 'todoread', titleKey: 'userCenter.pages.todoread' },
  { path: 'meeting', titleKey: 'userCenter.pages.meeting' },
  { path: 'mail', titleKey: 'userCenter.pages.mail' },
  { path: 'apply', titleKey: 'userCenter.pages.apply' },
  { path: 'done', titleKey: 'userCenter.pages.done' },
  { path: 'draft', titleKey: 'userCenter.pages.draft' },
  { path: 'submitted/my-work', titleKey: 'userCenter.pages.submitted' },
  { path: 'submitted/:type', titleKey: 'userCenter.pages.submitted' },
  { path: 'work-report-approval', titleKey: 'userCenter.pages.workReportApproval' },
  { path: 'my-device', titleKey: 'userCenter.pages.myDevice' },
  { path: 'my-account', titleKey: 'userCenter.pages.myAccount' },
  { path: 'message', titleKey: 'userCenter.pages.message' },
  { path: 'basicsettings', titleKey: 'userCenter.pages.basicsettings' },
  { path: 'securitysettings', titleKey: 'userCenter.pages.securitysettings' },
  { path: 'messagesettings', titleKey: 'userCenter.pages.messagesettings' },
  { path: 'custom', titleKey: 'userCenter.pages.custom' },
];
