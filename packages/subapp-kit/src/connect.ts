import { isProps, isWelcome, type HelloMessage, type HostMessage, type KitMessage, type PortalProps } from './protocol.ts';

/** The portal hosting this page, once connected. */
export interface Portal {
  /** The latest props (replaced on every language, theme or tenant change). */
  readonly props: PortalProps;
  /** The system moved to `path` (relative to its entry): the portal's address becomes `{routerBase}{path}`. */
  routeChanged(path: string): void;
  /** The tab's title. */
  setTitle(title: string): void;
  /** Unsaved input: the portal asks the user before evicting or closing this view. */
  setDirty(dirty: boolean): void;
  closeTab(): void;
  /** Opens a portal path, e.g. `/pba/home/index`. */
  navigate(path: string): void;
  /** Something failed that the user must see: the tab shows an error pane with Retry. */
  reportError(message: string): void;
  /** Calls `listener` with the new props on every change; answers the unsubscribe function. */
  onPropsChange(listener: (props: PortalProps) => void): () => void;
}

export interface ConnectOptions {
  /** The portal's origin; by default the origin of the page embedding this one. */
  portalOrigin?: string;
  /** How long to wait for the portal (5 s). */
  timeoutMs?: number;
  /** The window of the system (tests). */
  window?: Window;
}

const HELLO_EVERY_MS = 250;
const TIMEOUT_MS = 5000;
/** Uncaught errors this long after connecting still count as a failed start. */
const STARTUP_MS = 3000;

/** The origin of the page embedding `win`: `location.ancestorOrigins[0]`, else the referrer's. */
export function embedderOrigin(win: Window): string | null {
  const ancestors = win.location.ancestorOrigins as DOMStringList | undefined;
  if (ancestors && ancestors.length > 0) return ancestors[0] ?? null;
  try {
    return win.document.referrer ? new URL(win.document.referrer).origin : null;
  } catch {
    return null;
  }
}

interface Startup {
  errors: string[];
  report: ((message: string) => void) | null;
  until: number;
}
const startups = new WeakMap<Window, Startup>();

/** Collects uncaught errors of a framed page from the start, to report a failed start to the portal. */
export function watchStartup(win: Window): Startup {
  const known = startups.get(win);
  if (known) return known;
  const startup: Startup = { errors: [], report: null, until: Number.POSITIVE_INFINITY };
  startups.set(win, startup);
  const record = (message: string) => {
    if (startup.report) {
      if (Date.now() <= startup.until) startup.report(message);
    } else if (startup.errors.length < 5) startup.errors.push(message);
  };
  win.addEventListener('error', (event) => {
    const { message, error } = event;
    if (/ResizeObserver loop/.test(message ?? '')) return;
    record(error instanceof Error ? `${error.name}: ${error.message}` : String(message || 'script error'));
  });
  win.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = (event).reason;
    record(reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason));
  });
  // A lazy chunk that fails to load is always reported (the page cannot go on).
  win.addEventListener('vite:preloadError', (event) => {
    event.preventDefault();
    startup.report?.(`chunk: ${String((event as Event & { payload?: unknown }).payload ?? 'load failed')}`);
  });
  return startup;
}

const connections = new WeakMap<Window, Promise<Portal>>();

/**
 * Connects to the portal hosting this page (postMessage handshake, then a MessageChannel). Answers
 * the same connection on every call; rejects within 5 s when the page is not inside the portal.
 */
export function connect(options: ConnectOptions = {}): Promise<Portal> {
  const win = options.window ?? window;
  const known = connections.get(win);
  if (known) return known;
  const connection = handshake(win, options);
  connections.set(win, connection);
  connection.catch(() => connections.delete(win));
  return connection;
}

function handshake(win: Window, options: ConnectOptions): Promise<Portal> {
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS;
  const startup = win.parent !== win ? watchStartup(win) : null;
  return new Promise<Portal>((resolve, reject) => {
    const portalOrigin = options.portalOrigin ?? embedderOrigin(win);
    if (win.parent === win || !startup) return reject(new Error('Not inside the portal: this page is not framed.'));
    if (!portalOrigin) return reject(new Error('Not inside the portal: the embedding origin is unknown.'));
    let port: MessagePort | null = null;
    const hello: HelloMessage = { portal: 'subapp-kit', v: 1, type: 'hello' };
    const sayHello = () => win.parent.postMessage(hello, '*');
    const helloTimer = setInterval(sayHello, HELLO_EVERY_MS);
    const stop = () => {
      clearInterval(helloTimer);
      win.removeEventListener('message', onMessage);
    };
    const timer = setTimeout(() => {
      stop();
      port?.close();
      reject(new Error(`Not inside the portal: ${portalOrigin} did not answer within ${timeoutMs / 1000} s.`));
    }, timeoutMs);

    const start = (channel: MessagePort, first: PortalProps) => {
      clearTimeout(timer);
      let props = first;
      const listeners = new Set<(props: PortalProps) => void>();
      const send = (message: KitMessage) => channel.postMessage(message);
      channel.onmessage = (event: MessageEvent) => {
        const data = event.data as HostMessage | null;
        if (data?.type !== 'props' || !isProps(data.props)) return;
        props = data.props;
        for (const listener of [...listeners]) listener(props);
      };
      const portal: Portal = {
        get props() {
          return props;
        },
        routeChanged: (path) => send({ type: 'routeChanged', path: String(path) }),
        setTitle: (title) => send({ type: 'setTitle', title: String(title) }),
        setDirty: (dirty) => send({ type: 'setDirty', dirty: Boolean(dirty) }),
        closeTab: () => send({ type: 'closeTab' }),
        navigate: (path) => send({ type: 'navigate', path: String(path) }),
        reportError: (message) => send({ type: 'error', message: String(message) }),
        onPropsChange(listener) {
          listeners.add(listener);
          return () => listeners.delete(listener);
        },
      };
      send({ type: 'ready' });
      startup.until = Date.now() + STARTUP_MS;
      startup.report = portal.reportError;
      for (const message of startup.errors.splice(0)) portal.reportError(message);
      resolve(portal);
    };

    function onMessage(event: MessageEvent) {
      if (port || event.source !== win.parent || event.origin !== portalOrigin || !isWelcome(event.data)) return;
      const channel = event.ports[0];
      if (!channel) return;
      port = channel;
      stop();
      const { props } = event.data;
      if (isProps(props)) return start(channel, props);
      // The portal's first message on the channel carries the props (a frame of opaque origin).
      channel.onmessage = (first: MessageEvent) => {
        const data = first.data as HostMessage | null;
        if (data?.type === 'props' && isProps(data.props)) start(channel, data.props);
      };
    }
    win.addEventListener('message', onMessage);
    sayHello();
  });
}
