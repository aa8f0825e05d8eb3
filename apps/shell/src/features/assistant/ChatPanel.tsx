import { CloseOutlined, PlusOutlined, RobotOutlined, SendOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import { forwardRef, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CHAT_MESSAGE_MAX } from '@portal/contracts';
import { AI_PANEL_SIZE } from '../../shared/constants.ts';
import { useChat } from './chat-store.ts';
import { ChatText } from './ChatText.tsx';

const EXAMPLES = ['leave', 'expense', 'meeting'] as const;

/** The assistant's chat panel (SPEC §2: 500×600), answering as the words arrive. */
export const ChatPanel = forwardRef<HTMLDivElement, { onClose: () => void }>(function ChatPanel({ onClose }, ref) {
  const { t } = useTranslation();
  const { lines, busy, load, ask: askChat, restart } = useChat();
  const [text, setText] = useState('');
  const list = useRef<HTMLDivElement>(null);

  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => {
    list.current?.scrollTo({ top: list.current.scrollHeight });
  }, [lines]);

  const ask = async (question: string) => {
    if (!question.trim() || busy) return;
    setText('');
    await askChat(question);
  };

  return (
    <div ref={ref} className="chat-panel" role="dialog" aria-label={t('assistant.title')} data-testid="chat-panel" style={{ width: AI_PANEL_SIZE.width, height: AI_PANEL_SIZE.height }}>
      <header className="chat-panel__head">
        <span className="chat-panel__avatar">
          <RobotOutlined />
        </span>
        <div className="chat-panel__heading">
          <strong>{t('assistant.title')}</strong>
          <span>{t('assistant.subtitle')}</span>
        </div>
        <Button type="text" size="small" icon={<PlusOutlined />} onClick={restart} aria-label={t('assistant.newChat')} title={t('assistant.newChat')} />
        <Button type="text" size="small" icon={<CloseOutlined />} onClick={onClose} aria-label={t('assistant.close')} />
      </header>
      <div className="chat-panel__messages" ref={list} aria-live="polite">
        <div className="chat-bubble chat-bubble--assistant">
          <p>{t('assistant.welcome')}</p>
          <div className="chat-panel__examples">
            {EXAMPLES.map((key) => (
              <button key={key} type="button" onClick={() => void ask(t(`assistant.examples.${key}`))}>
                {t(`assistant.examples.${key}`)}
              </button>
            ))}
          </div>
        </div>
        {lines.map((line) => (
          <div key={line.id} className={`chat-bubble chat-bubble--${line.role}${line.failed ? ' is-failed' : ''}`} data-role={line.role}>
            {line.content ? <ChatText content={line.content} /> : <p className="chat-panel__thinking">{t('assistant.thinking')}</p>}
          </div>
        ))}
      </div>
      <footer className="chat-panel__input">
        <Input.TextArea
          value={text}
          maxLength={CHAT_MESSAGE_MAX}
          autoSize={{ minRows: 1, maxRows: 4 }}
          placeholder={t('assistant.placeholder')}
          aria-label={t('assistant.placeholder')}
          onChange={(e) => setText(e.target.value)}
          onPressEnter={(e) => {
            if (e.shiftKey || e.nativeEvent.isComposing) return;
            e.preventDefault();
            void ask(text);
          }}
        />
        <Button type="primary" icon={<SendOutlined />} loading={busy} disabled={!text.trim()} onClick={() => void ask(text)} aria-label={t('assistant.send')} />
      </footer>
    </div>
  );
});
