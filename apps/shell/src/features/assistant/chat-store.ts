import type { ChatRole } from '@portal/contracts';
import { create } from 'zustand';
import { shellEvents } from '../../shared/events/shell-events.ts';
import { i18n } from '../../shared/i18n/index.ts';
import { latestConversation, streamChat } from './api.ts';

interface Line {
  id: string;
  role: ChatRole;
  content: string;
  failed?: boolean;
}

interface ChatState {
  lines: Line[];
  conversationId?: string;
  busy: boolean;
  /** The latest conversation has been read (or a new one begun) in this page's life. */
  loaded: boolean;
  load: () => Promise<void>;
  ask: (question: string) => Promise<void>;
  restart: () => void;
}

let abort: AbortController | null = null;

/**
 * The conversation lives beside the panel, not in it: closing the panel while an answer is still
 * arriving keeps the answer coming, and reopening shows it (whole, or still arriving).
 */
export const useChat = create<ChatState>((set, get) => ({
  lines: [],
  busy: false,
  loaded: false,
  async load() {
    if (get().loaded) return;
    set({ loaded: true });
    try {
      const latest = await latestConversation();
      // A question asked meanwhile starts the shown conversation: the read does not replace it.
      if (!latest || get().lines.length > 0) return;
      set({ conversationId: latest.id, lines: latest.messages.map((m) => ({ id: m.id, role: m.role, content: m.content })) });
    } catch {
      set({ loaded: false });
    }
  },
  async ask(question) {
    const message = question.trim();
    if (!message || get().busy) return;
    const answerId = `a-${Date.now()}`;
    set((s) => ({ busy: true, lines: [...s.lines, { id: `q-${Date.now()}`, role: 'user', content: message }, { id: answerId, role: 'assistant', content: '' }] }));
    const controller = new AbortController();
    abort = controller;
    const update = (change: (line: Line) => Line) => set((s) => ({ lines: s.lines.map((line) => (line.id === answerId ? change(line) : line)) }));
    try {
      await streamChat(
        message,
        get().conversationId,
        { onConversation: (id) => set({ conversationId: id }), onDelta: (piece) => update((line) => ({ ...line, content: line.content + piece })) },
        controller.signal,
      );
    } catch (error) {
      if (!controller.signal.aborted) update((line) => ({ ...line, content: error instanceof Error ? error.message : i18n.t('assistant.failed'), failed: true }));
    } finally {
      if (abort === controller) {
        abort = null;
        set({ busy: false });
      }
    }
  },
  restart() {
    abort?.abort();
    abort = null;
    set({ conversationId: undefined, lines: [], busy: false, loaded: true });
  },
}));

// Conversations belong to a tenant: after a switch the panel reads the new tenant's latest one,
// and never shows or continues the other's.
shellEvents.on('tenantChanged', () => {
  useChat.getState().restart();
  useChat.setState({ loaded: false });
});
