import type { Language } from '@portal/contracts';
import type { Knowledge } from './knowledge.ts';

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}

/** One question to answer, with the conversation so far and what the portal knows about it. */
export interface ChatRequest {
  question: string;
  history: ChatTurn[];
  knowledge: Knowledge;
  lang: Language;
  userName: string;
}

/** Answers a question as a stream of text pieces. Links are written as [name](/path). */
export interface ChatProvider {
  readonly name: string;
  answer(request: ChatRequest, signal: AbortSignal): AsyncIterable<string>;
}
