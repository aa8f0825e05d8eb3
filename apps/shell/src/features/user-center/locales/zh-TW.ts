import type { Messages } from '../../../shared/i18n/types.ts';

const messages: Messages['userCenter'] = {
  menu: '個人中心',
  groups: { office: '個人辦公', settings: '個人設定' },
  pages: {
    index: '首頁',
    todouser: '我的待辦',
    todoread: '我的待閱',
    meeting: '我的會議',
    mail: '我的郵件',
    apply: '我的申請',
    done: '我的已辦',
    draft: '我的草稿',
    submitted: '我的報工',
    workReportApproval: '報工審核',
    myDevice: '我的設備',
    myAccount: '我的帳戶',
    message: '我的訊息',
    basicsettings: '基本設定',
    securitysettings: '安全設定',
    messagesettings: '訊息設定',
    custom: '自訂工作台',
  },
};
export default messages;
