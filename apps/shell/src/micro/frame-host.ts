import type { SubappProps } from '@portal/contracts';
import { isHello, parseKitMessage } from '@portal/subapp-kit/protocol';

/** What a hosted system may ask of its tab (postMessage protocol v1, docs/integrate.md). */
export interface FrameEvents {
  /** The kit said hello and got its channel. */
  connected(): void;
  /** The frame's document loaded (a system without the kit is shown from here). */
  loaded(): void;
  routeChanged(path: string): void;
  setTitle(title: string): void;
  setDirty(dirty: boolean): void;
  closeTab(): void;
  navigate(path: string): void;
  error(message: string): void;
}

export interface FrameOptions {
  name: string;
  url: string;
  container: HTMLElement;
  /** Resolves to the first props (the scoped token may still be on its way when the frame says hello). */
  props: Promise<SubappProps>;
  events: FrameEvents;
}

export interface FrameInstance {
  /** Sends new props (language, theme, tenant, token) over the channel. */
  update(props: SubappProps): void;
  destroy(): void;
}

/** Channels offered and not yet taken (no `ready`) kept at most: more than the repeats of one slow handshake. */
const MAX_PENDING = 8;

const SANDBOX = 'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox allow-modals allow-downloads';

/** Where the entry lives: its origin, and whether it is another origin than the portal's. */
export function entryOrigin(url: string, here: string = window.location.href): { origin: string; crossOrigin: boolean } {
  const origin = new URL(url, here).origin;
  return { origin, crossOrigin: origin !== new URL(here).origin };
}

/**
 * One iframe per open system. A system on another origin gets `allow-same-origin` (its own origin
 * differs from the portal's); one on the portal's origin does not, so it runs with an opaque
 * origin and cannot reach the portal's storage or DOM. The kit's hello is accepted only from this
 * frame's window and from the entry's origin ("null" for the opaque frame); props then go over a
 * MessageChannel, and every request of the system comes back over it.
 */
export function mountFrame({ name, url, container, props, events }: FrameOptions): FrameInstance {
  const { origin, crossOrigin } = entryOrigin(url);
  const expectedOrigin = crossOrigin ? origin : 'null';
  const frame = document.createElement('iframe');
  frame.className = 'portal-subapp__frame';
  frame.title = name;
  frame.dataset.subapp = name;
  frame.setAttribute('sandbox', crossOrigin ? `${SANDBOX} allow-same-origin` : SANDBOX);
  /**
   * Every channel offered and not yet retired. The kit repeats its hello until welcomed, so on a
   * busy machine a welcome can answer a hello the kit already forgot; the kit keeps the first
   * channel it got and says `ready` on it. That channel becomes the live one and the others close;
   * a later welcome (a system that reloaded itself) never closes the live channel before its own
   * `ready` arrives. Channels still waiting for `ready` are bounded: beyond MAX_PENDING the oldest
   * closes, so a page that says hello without end cannot pile up channels in the portal.
   */
  const ports = new Set<MessagePort>();
  let live: MessagePort | null = null;
  let latest: SubappProps | null = null;
  let welcoming = false;
  let destroyed = false;

  const retire = (port: MessagePort) => {
    port.close();
    ports.delete(port);
  };
  const adopt = (ready: MessagePort) => {
    live = ready;
    for (const other of ports) if (other !== ready) retire(other);
  };

  const onPortMessage = (from: MessagePort, event: MessageEvent) => {
    const message = parseKitMessage(event.data);
    if (!message) return;
    if (message.type === 'ready') return adopt(from);
    if (message.type === 'closeTab') events.closeTab();
    else if (message.type === 'setDirty') events.setDirty(message.dirty);
    else if (message.type === 'setTitle') events.setTitle(message.title);
    else if (message.type === 'routeChanged') events.routeChanged(message.path);
    else if (message.type === 'navigate') events.navigate(message.path);
    else events.error(message.message);
  };

  const welcome = (first: SubappProps) => {
    const target = frame.contentWindow;
    if (destroyed || !target) return;
    const pending = [...ports].filter((port) => port !== live);
    if (pending.length >= MAX_PENDING && pending[0]) retire(pending[0]);
    const channel = new MessageChannel();
    const port = channel.port1;
    ports.add(port);
    port.onmessage = (event) => onPortMessage(port, event);
    const current = latest ?? first;
    if (crossOrigin) {
      target.postMessage({ portal: 'pba', v: 1, type: 'welcome', props: current }, origin, [channel.port2]);
    } else {
      // An opaque origin cannot be addressed: the welcome goes to '*' without props, the props over the port only.
      target.postMessage({ portal: 'pba', v: 1, type: 'welcome' }, '*', [channel.port2]);
      port.postMessage({ type: 'props', props: current });
    }
    events.connected();
  };

  const onWindowMessage = (event: MessageEvent) => {
    if (event.source !== frame.contentWindow || event.origin !== expectedOrigin) return;
    if (!isHello(event.data) || welcoming) return;
    // A hello while connected is a repeat or a system that reloaded itself: it gets a new channel.
    welcoming = true;
    void props.then((first) => {
      welcoming = false;
      welcome(first);
    });
  };
  const onLoad = () => {
    if (frame.getAttribute('src')) events.loaded();
  };

  window.addEventListener('message', onWindowMessage);
  frame.addEventListener('load', onLoad);
  frame.src = url;
  container.append(frame);
  return {
    update(next) {
      latest = next;
      for (const port of ports) port.postMessage({ type: 'props', props: next });
    },
    destroy() {
      destroyed = true;
      window.removeEventListener('message', onWindowMessage);
      frame.removeEventListener('load', onLoad);
      for (const port of ports) port.close();
      ports.clear();
      frame.remove();
    },
  };
}
