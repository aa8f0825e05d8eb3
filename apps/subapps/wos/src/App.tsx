import { pickLanguage, type Subapp } from '@portal/subapp-kit';
import { usePortalProps, useRoute } from '@portal/subapp-kit/react';
import { ConfigProvider, theme } from 'antd';
import enUS from 'antd/locale/en_US';
import ptBR from 'antd/locale/pt_BR';
import zhCN from 'antd/locale/zh_CN';
import zhTW from 'antd/locale/zh_TW';
import { useEffect } from 'react';
import { MESSAGES } from './messages.ts';
import { MyTickets } from './MyTickets.tsx';
import { NotBuilt } from './NotBuilt.tsx';
import { TicketForm } from './TicketForm.tsx';

const ANTD_LOCALES = { 'zh-CN': zhCN, 'zh-TW': zhTW, 'en-US': enUS, 'pt-BR': ptBR };

/** The WOS routes: the problem-feedback form (Process_WOS_WOH) and my tickets. */
export function App({ subapp }: { subapp: Subapp }) {
  const route = useRoute(subapp.router);
  // Language, primary colour and dark mode follow the portal, live.
  const props = usePortalProps(subapp);
  const language = pickLanguage(props.language);
  const m = MESSAGES[language];
  const pathname = route.split('?')[0] ?? '/';
  const title = pathname === '/interfaces/processform' ? m.formTitle : pathname === '/tickets' ? m.myTickets : null;

  // The tab is named in the user's language from the route.
  useEffect(() => {
    if (title) subapp.shell.setTitle(title);
  }, [subapp, title]);
  // The portal's whole-page dark mode darkens this page too (the page background is in CSS).
  useEffect(() => {
    document.documentElement.dataset.mode = props.theme.mode;
  }, [props.theme.mode]);

  let page;
  if (pathname === '/interfaces/processform') page = <TicketForm subapp={subapp} m={m} />;
  else if (pathname === '/tickets') page = <MyTickets subapp={subapp} m={m} />;
  else page = <NotBuilt m={m} />;
  return (
    <ConfigProvider button={{ autoInsertSpace: false }} locale={ANTD_LOCALES[language]} theme={{ algorithm: props.theme.mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm, token: { colorPrimary: props.theme.primaryColor, borderRadius: 6 } }}>
      <div className={subapp.embedded ? 'wos-page' : 'wos-page popup'}>{page}</div>
    </ConfigProvider>
  );
}
