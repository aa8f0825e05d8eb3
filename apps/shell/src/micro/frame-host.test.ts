import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SubappProps } from '@portal/contracts';
import { mountFrame, type FrameEvents } from './frame-host.ts';

const props: SubappProps = {
  userCode: 'zhangsan',
  userId: '1001',
  token: 'scoped',
  routerBase: '/pba/app-center/main/CRM/',
  tenantId: '10001',
  language: 'zh-CN',
  theme: { primaryColor: '#52C41A', mode: 'dark' },
};
const HELLO = { portal: 'subapp-kit', v: 1, type: 'hello' };

function mount(url: string) {
  const container = document.createElement('div');
  document.body.append(container);
  const events: FrameEvents = { connected: vi.fn(), loaded: vi.fn(), routeChanged: vi.fn(), setTitle: vi.fn(), setDirty: vi.fn(), closeTab: vi.fn(), navigate: vi.fn(), error: vi.fn() };
  const instance = mountFrame({ name: 'CRM', url, container, props: Promise.resolve(props), events });
  const frame = container.querySelector('iframe') as HTMLIFrameElement;
  const target = frame.contentWindow as Window;
  const posted = vi.spyOn(target, 'postMessage').mockImplementation(() => undefined);
  const hello = (origin: string, source: unknown = target) => window.dispatchEvent(new MessageEvent('message', { data: HELLO, origin, source: source as Window }));
  return { instance, frame, posted, hello, events };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
afterEach(() => document.body.replaceChildren());

describe('the host side of the handshake', () => {
  it('frames another origin with its own origin, and welcomes only its hello, with the props, to that origin', async () => {
    const { frame, posted, hello, events } = mount('https://crm.example.com/crm/orders/7');
    expect(frame.getAttribute('sandbox')).toContain('allow-same-origin');
    expect(frame.getAttribute('src')).toBe('https://crm.example.com/crm/orders/7');
    hello('https://evil.example.com');
    hello('https://crm.example.com', window);
    await flush();
    expect(posted).not.toHaveBeenCalled();
    hello('https://crm.example.com');
    await flush();
    expect(posted).toHaveBeenCalledTimes(1);
    const [message, targetOrigin, transfer] = posted.mock.calls[0] as unknown as [unknown, string, MessagePort[]];
    expect(message).toEqual({ portal: 'pba', v: 1, type: 'welcome', props });
    expect(targetOrigin).toBe('https://crm.example.com');
    expect(transfer).toHaveLength(1);
    expect(events.connected).toHaveBeenCalled();
  });

  it('runs a system of the portal’s origin without allow-same-origin and sends it no props in the welcome', async () => {
    const { frame, posted, hello } = mount('/subapps/hr/leave/apply');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-same-origin');
    hello(window.location.origin);
    await flush();
    expect(posted).not.toHaveBeenCalled();
    hello('null');
    await flush();
    const [message, targetOrigin] = posted.mock.calls[0] as unknown as [unknown, string];
    expect(message).toEqual({ portal: 'pba', v: 1, type: 'welcome' });
    expect(targetOrigin).toBe('*');
  });

  it('keeps the channel the system took when a repeated hello is welcomed again, and moves to a reloaded system’s new one', async () => {
    const { posted, hello, events } = mount('https://crm.example.com/crm/orders');
    const portOf = (call: number) => (posted.mock.calls[call] as unknown as [unknown, string, MessagePort[]])[2][0] as MessagePort;
    // A busy frame said hello twice before the first welcome arrived: both get a welcome.
    hello('https://crm.example.com');
    await flush();
    hello('https://crm.example.com');
    await flush();
    expect(posted).toHaveBeenCalledTimes(2);
    // The kit keeps the first channel; the second welcome is ignored.
    const first = portOf(0);
    first.postMessage({ type: 'ready' });
    first.postMessage({ type: 'routeChanged', path: '/orders/7' });
    first.postMessage({ type: 'closeTab' });
    await vi.waitFor(() => expect(events.closeTab).toHaveBeenCalledTimes(1));
    expect(events.routeChanged).toHaveBeenCalledWith('/orders/7');

    // The system reloads itself: its new page says hello and takes the new channel.
    hello('https://crm.example.com');
    await flush();
    const reloaded = portOf(2);
    reloaded.postMessage({ type: 'ready' });
    reloaded.postMessage({ type: 'setTitle', title: '订单 7' });
    await vi.waitFor(() => expect(events.setTitle).toHaveBeenCalledWith('订单 7'));
    first.postMessage({ type: 'closeTab' });
    await flush();
    expect(events.closeTab).toHaveBeenCalledTimes(1);
    first.close();
    reloaded.close();
    portOf(1).close();
  });

  it('keeps at most eight channels waiting for a system that says hello without end', async () => {
    const { posted, hello, events } = mount('https://crm.example.com/crm/orders');
    for (let i = 0; i < 20; i += 1) {
      hello('https://crm.example.com');
      await flush();
    }
    const ports = posted.mock.calls.map((call) => (call as unknown as [unknown, string, MessagePort[]])[2][0] as MessagePort);
    expect(ports).toHaveLength(20);
    // The twelve oldest were closed; the eight newest still reach the tab.
    ports[0]?.postMessage({ type: 'setTitle', title: 'oldest' });
    ports[11]?.postMessage({ type: 'setTitle', title: 'closed' });
    ports[12]?.postMessage({ type: 'setTitle', title: 'kept' });
    await vi.waitFor(() => expect(events.setTitle).toHaveBeenCalledWith('kept'));
    await flush();
    expect(events.setTitle).toHaveBeenCalledTimes(1);
    for (const port of ports) port.close();
  });
});
