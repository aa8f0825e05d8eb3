import { describe, expect, it, vi } from 'vitest';
import { shellEvents } from './shell-events.ts';

describe('shell events', () => {
  it('delivers to subscribers until they unsubscribe', () => {
    const handler = vi.fn();
    const off = shellEvents.on('setTabTitle', handler);
    shellEvents.emit('setTabTitle', { title: '请假申请' });
    off();
    shellEvents.emit('setTabTitle', { title: 'ignored' });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith({ title: '请假申请' });
  });
});
