import { describe, expect, it } from 'vitest';
import { parseEvents } from './api.ts';

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
