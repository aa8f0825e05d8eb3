import { afterEach, describe, expect, it } from 'vitest';
import { connect } from './connect.ts';
import type { PortalProps } from './protocol.ts';

const PORTAL = 'https://portal.test';
const props: PortalProps = {
  userCode: 'zhangsan',
  userId: '1001',
  token: 'scoped-token',
  routerBase: '/pba/app-center/main/CRM/',
  tenantId: '10001',
  language: 'zh-CN',
  theme: { primaryColor: '#52C41A', mode: 'light' },
};

/** A framed page's window: its parent records what the kit posts; `deliver` dispatches a message. */
function framedWindow(embedder = PORTAL) {
  const posted: unknown[] = [];
  const parent = { postMessage: (data: unknown) => posted.push(data) };
  const win = Object.assign(new EventTarget(), {
    parent,
    location: { ancestorOrigins: [embedder] },
    document: { referrer: '' },
  });
  const deliver = (data: unknown, origin: string, ports: MessagePort[] = [], source: unknown = parent) => {
    const event = Object.assign(new Event('message'), { data, origin, source, ports });
    win.dispatchEvent(event);
  };
  return { win: win as unknown as Window, posted, deliver };
}

/** The next message arriving on `port`. */
const next = (port: MessagePort) => new Promise<unknown>((resolve) => port.addEventListener('message', (e) => resolve(e.data), { once: true }));

const channels: MessageChannel[] = [];
const channel = () => {
  const c = new MessageChannel();
  channels.push(c);
  c.port1.start();
  return c;
};
afterEach(() => {
  for (const c of channels.splice(0)) {
    c.port1.close();
    c.port2.close();
  }
});

describe('connect(): the kit side of the handshake', () => {
  it('says hello to the parent, accepts the portal’s welcome, then talks over the port', async () => {
    const { win, posted, deliver } = framedWindow();
    const connecting = connect({ window: win, timeoutMs: 1000 });
    expect(posted[0]).toEqual({ portal: 'subapp-kit', v: 1, type: 'hello' });
    const { port1, port2 } = channel();
    const ready = next(port1);
    deliver({ portal: 'pba', v: 1, type: 'welcome', props }, PORTAL, [port2]);
    const portal = await connecting;
    expect(portal.props.userCode).toBe('zhangsan');
    expect(await ready).toEqual({ type: 'ready' });

    const seen: unknown[] = [];
    port1.addEventListener('message', (e) => seen.push(e.data));
    portal.routeChanged('/orders/7');
    portal.setTitle('订单 7');
    portal.setDirty(true);
    portal.navigate('/pba/home/index');
    portal.closeTab();
    await expect.poll(() => seen.length).toBe(5);
    expect(seen).toEqual([
      { type: 'routeChanged', path: '/orders/7' },
      { type: 'setTitle', title: '订单 7' },
      { type: 'setDirty', dirty: true },
      { type: 'navigate', path: '/pba/home/index' },
      { type: 'closeTab' },
    ]);
  });

  it('ignores a welcome from another origin or another window, and gives up within the timeout', async () => {
    const { win, deliver } = framedWindow();
    const connecting = connect({ window: win, timeoutMs: 400 });
    deliver({ portal: 'pba', v: 1, type: 'welcome', props: { ...props, token: 'stolen' } }, 'https://evil.test', [channel().port2]);
    deliver({ portal: 'pba', v: 1, type: 'welcome', props }, PORTAL, [channel().port2], { postMessage() {} });
    await expect(connecting).rejects.toThrow(/did not answer within 0.4 s/);
  });

  it('takes the props from the port’s first message when the welcome carries none, and follows later changes', async () => {
    const { win, deliver } = framedWindow();
    const connecting = connect({ window: win, timeoutMs: 1000 });
    const { port1, port2 } = channel();
    deliver({ portal: 'pba', v: 1, type: 'welcome' }, PORTAL, [port2]);
    port1.postMessage({ type: 'props', props });
    const portal = await connecting;
    expect(portal.props.token).toBe('scoped-token');
    const changes: string[] = [];
    portal.onPropsChange((p) => changes.push(`${p.language} ${p.theme.primaryColor}`));
    port1.postMessage({ type: 'props', props: { ...props, language: 'en-US', theme: { primaryColor: '#1677FF', mode: 'dark' } } });
    await expect.poll(() => changes).toEqual(['en-US #1677FF']);
    expect(portal.props.theme.mode).toBe('dark');
  });

  it('rejects at once outside a frame', async () => {
    const win = Object.assign(new EventTarget(), { location: {}, document: { referrer: '' } });
    (win as unknown as { parent: unknown }).parent = win;
    await expect(connect({ window: win as unknown as Window })).rejects.toThrow(/not framed/);
  });

  it('reports a script error of the start once connected', async () => {
    const { win, deliver } = framedWindow();
    const connecting = connect({ window: win, timeoutMs: 1000 });
    win.dispatchEvent(Object.assign(new Event('error'), { message: 'boom', error: new TypeError('x is undefined') }));
    const { port1, port2 } = channel();
    const seen: unknown[] = [];
    port1.addEventListener('message', (e) => seen.push(e.data));
    deliver({ portal: 'pba', v: 1, type: 'welcome', props }, PORTAL, [port2]);
    await connecting;
    await expect.poll(() => seen).toEqual([{ type: 'ready' }, { type: 'error', message: 'TypeError: x is undefined' }]);
  });
});
