import { CustomerServiceOutlined, FormOutlined, QuestionCircleOutlined, RobotOutlined, SolutionOutlined } from '@ant-design/icons';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CONSULTATION_PATHS, openTicketWindow } from '../../shared/routing/help.ts';
import { useHomeFlag } from '../../shared/tabs/home-flag.ts';
import { useDraggable } from './useDraggable.ts';

/** The chat panel loads when first opened: the home page's first paint does not carry it. */
const ChatPanel = lazy(() => import('./ChatPanel.tsx').then((m) => ({ default: m.ChatPanel })));
import './floating-tools.css';

/** Height of the two stacked buttons and the gap between them. */
const STACK_HEIGHT = 112;

/** Closes when a press lands outside the given elements. */
function useOutsideClose(open: boolean, close: () => void, inside: React.RefObject<HTMLElement | null>[]) {
  useEffect(() => {
    if (!open) return;
    const onDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (inside.some((ref) => ref.current?.contains(target))) return;
      close();
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [open, close, inside]);
}

/** The floating buttons, shown while the home flag is up (SPEC §1, §2, §4, §9): help with consultation and tickets, and the assistant. */
export function FloatingTools() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [helpOpen, setHelpOpen] = useState(false);
  const [chatOpen, setChatOpen] = useState(false);
  const helpRef = useRef<HTMLDivElement>(null);
  const aiButton = useRef<HTMLDivElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const [insideHelp] = useState(() => [helpRef]);
  const [insideChat] = useState(() => [aiButton, panel]);
  const closeHelp = useCallback(() => setHelpOpen(false), []);
  const closeChat = useCallback(() => setChatOpen(false), []);
  useOutsideClose(helpOpen, closeHelp, insideHelp);
  useOutsideClose(chatOpen, closeChat, insideChat);

  const { top, bind } = useDraggable(STACK_HEIGHT);
  const isHome = useHomeFlag((s) => s.isHome);
  if (!isHome) return null;

  const helpItems = [
    { key: 'hr', icon: <SolutionOutlined />, label: t('assistant.helpMenu.hr'), run: () => navigate(CONSULTATION_PATHS.hr) },
    { key: 'admin', icon: <CustomerServiceOutlined />, label: t('assistant.helpMenu.admin'), run: () => navigate(CONSULTATION_PATHS.admin) },
    { key: 'ticket', icon: <FormOutlined />, label: t('assistant.helpMenu.ticket'), run: openTicketWindow },
  ];

  return (
    <>
      <div className="floating-tools" style={{ top }} data-testid="floating-tools">
      <div className="floating-tool floating-tool--help" ref={helpRef} data-testid="help-button">
        <div
          role="button"
          tabIndex={0}
          aria-label={t('assistant.help')}
          aria-expanded={helpOpen}
          className="floating-tool__button"
          {...bind(() => setHelpOpen((open) => !open))}
        >
          <QuestionCircleOutlined />
        </div>
        {helpOpen && (
          <ul className="floating-tool__menu" data-testid="help-menu">
            {helpItems.map((item) => (
              <li key={item.key}>
                <button
                  type="button"
                  onClick={() => {
                    setHelpOpen(false);
                    void item.run();
                  }}
                >
                  {item.icon}
                  {item.label}
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="floating-tool floating-tool--ai" ref={aiButton} data-testid="ai-button">
        <div
          role="button"
          tabIndex={0}
          aria-label={t('assistant.open')}
          aria-expanded={chatOpen}
          className="floating-tool__button floating-tool__button--primary"
          {...bind(() => setChatOpen((open) => !open))}
        >
          <RobotOutlined />
        </div>
      </div>
      </div>
      {chatOpen && (
        <Suspense fallback={null}>
          <ChatPanel ref={panel} onClose={closeChat} />
        </Suspense>
      )}
    </>
  );
}
