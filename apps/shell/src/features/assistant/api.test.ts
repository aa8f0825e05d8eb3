import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserNavigation } from '../../shared/session/credentials.ts';
import { useSessionStore } from '../../shared/session/store.ts';
import { parseEvents, streamChat } from './api.ts';

describe('reading the assistant’s stream', () => {
  it('splits complete events and keeps an unfinished one for the next piece', () => {
    const { events, rest } = parseEvents('event: conversation\ndata: {"id":"c1"}\n\nevent: delta\ndata: {"text":"请"}\n\nevent: del');
    expect(events).toEqual([
      { event: 'conversation', data: '{"id":"c1"}' },
      { event: 'delta', data: '{"text":"请"}' },
    ]);
    expect(rest).toBe('event: del');
  });
});

describe('asking the assistant (SPEC §8 like every call)', () => {
  const handlers = { onConversation: () => undefined, onDelta: () => undefined };
  let fetchMock: ReturnType<typeof vi.fn>;
  let assign: ReturnType<typeof vi.spyOn>;

  beforeEach(() => {
    localStorage.setItem('Access-Token', 'tok-ai');
    localStorage.setItem('tenantId', '10002');
    localStorage.setItem('SESSION', 's');
    useSessionStore.getState().reset();
    fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    assign = vi.spyOn(browserNavigation, 'assign').mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('sends the session’s token and tenant, and reads the answer piece by piece', async () => {
    fetchMock.mockResolvedValue(new Response('event: conversation\ndata: {"id":"c9"}\n\nevent: delta\ndata: {"text":"好"}\n\n', { headers: { 'Content-Type': 'text/event-stream' } }));
    const seen: string[] = [];
    await streamChat('请假', undefined, { onConversation: (id) => seen.push(id), onDelta: (text) => seen.push(text) }, new AbortController().signal);
    expect(seen).toEqual(['c9', '好']);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit & { headers: Record<string, string> }];
    expect(url).toBe('/api/assistant/v1/chat');
    expect(init.headers).toMatchObject({ Authorization: 'Bearer tok-ai', tenantId: '10002', Accept: 'text/event-stream' });
  });

  it('996: ends the session and goes to the login page, as any other call does', async () => {
    const gone = new Response('{}', { status: 599, headers: { 'Content-Type': 'application/json' } });
    Object.defineProperties(gone, { status: { value: 996 }, ok: { value: false } });
    fetchMock.mockResolvedValueOnce(gone).mockResolvedValue(new Response('{"code":0}'));
    await expect(streamChat('请假', undefined, handlers, new AbortController().signal)).rejects.toThrow();
    expect(useSessionStore.getState().token).toBeNull();
    expect(localStorage.getItem('Access-Token')).toBeNull();
    expect(localStorage.getItem('SESSION')).toBeNull();
    expect((fetchMock.mock.calls[1] as [string])[0]).toBe('/api/logout/cas');
    expect(assign).toHaveBeenCalledWith(expect.stringMatching(/^\/idaas\/login/));
  });

  it('401: forgets the token and goes to the login page', async () => {
    fetchMock.mockResolvedValue(new Response('{"code":401}', { status: 401, headers: { 'Content-Type': 'application/json' } }));
    await expect(streamChat('请假', undefined, handlers, new AbortController().signal)).rejects.toThrow();
    expect(useSessionStore.getState().token).toBeNull();
    expect(assign).toHaveBeenCalledWith(expect.stringMatching(/^\/idaas\/login\?redirect=/));
  });
});
