import { pickLanguage, type Subapp } from '@portal/subapp-kit';
import { usePortalProps, useRoute } from '@portal/subapp-kit/react';
import { ConfigProvider, Result, theme } from 'antd';
import enUS from 'antd/locale/en_US';
import ptBR from 'antd/locale/pt_BR';
import zhCN from 'antd/locale/zh_CN';
import zhTW from 'antd/locale/zh_TW';
import { useEffect } from 'react';
import { LeaveForm } from './LeaveForm.tsx';
import { LeaveList } from './LeaveList.tsx';
import { MESSAGES } from './messages.ts';

const ANTD_LOCALES = { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS, 'pt-BR': ptBR };

/** HR employee self-service: each route sets its tab's title. */
export function App({ subapp }: { subapp: Subapp }) {
  const route = useRoute(subapp.router);
  // Language, primary colour and dark mode follow the portal, live.
  const props = usePortalProps(subapp);
  const language = pickLanguage(props.language);
  const m = MESSAGES[language];
  const pathname = route.split('?')[0] ?? '/';
  const title = pathname === '/leave/apply' ? m.applyTitle : pathname === '/leave/list' ? m.listTitle : null;

  useEffect(() => {
    if (title) subapp.shell.setTitle(title);
  }, [subapp, title]);
  // The portal's whole-page dark mode darkens this page too (the page background is in CSS).
  useEffect(() => {
    document.documentElement.dataset.mode = props.theme.mode;
  }, [props.theme.mode]);

  let page;
  if (pathname === '/leave/apply') page = <LeaveForm subapp={subapp} m={m} />;
  else if (pathname === '/leave/list') page = <LeaveList subapp={subapp} m={m} />;
  else page = <Result status="info" title={m.notBuilt} subTitle={m.notBuiltDetail} />;
  return (
    <ConfigProvider button={{ autoInsertSpace: false }} locale={ANTD_LOCALES[language]} theme={{ algorithm: props.theme.mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm, token: { colorPrimary: props.theme.primaryColor, borderRadius: 6 } }}>
      <div className="hr-page">{page}</div>
    </ConfigProvider>
  );
}
