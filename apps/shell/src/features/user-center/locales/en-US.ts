import type { Messages } from '../../../shared/i18n/types.ts';

const messages: Messages['userCenter'] = {
  menu: 'Personal center',
  groups: { office: 'My work', settings: 'My settings' },
  pages: {
    index: 'Overview',
    todouser: 'My to-dos',
    todoread: 'To read',
    meeting: 'My meetings',
    mail: 'My mail',
    apply: 'My applications',
    done: 'Done',
    draft: 'My drafts',
    submitted: 'My work reports',
    workReportApproval: 'Work report review',
    myDevice: 'My devices',
    myAccount: 'My accounts',
    message: 'My messages',
    basicsettings: 'Basic settings',
    securitysettings: 'Security',
    messagesettings: 'Notifications',
    custom: 'Customize workbench',
  },
};
export default messages;
