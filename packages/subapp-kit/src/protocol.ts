import type { SubappProps } from '@portal/contracts';

/** Version 1 of the portal ↔ sub-app protocol (docs/integrate.md). */
export const PROTOCOL_VERSION = 1;

/** What the portal hands a system: who, the scoped token, where, and the portal's look. */
export type PortalProps = SubappProps;

/** Kit → portal, on the window: asks for a channel (retried until welcomed). */
export interface HelloMessage {
  portal: 'subapp-kit';
  v: 1;
  type: 'hello';
}

/** Portal → kit, on the window, carrying the channel's port (and the props for a system on another origin). */
export interface WelcomeMessage {
  portal: 'pba';
  v: 1;
  type: 'welcome';
  props?: PortalProps;
}

/** Portal → kit over the channel. */
export type HostMessage = { type: 'props'; props: PortalProps };

/** Kit → portal over the channel. */
export type KitMessage =
  | { type: 'ready' }
  | { type: 'routeChanged'; path: string }
  | { type: 'setTitle'; title: string }
  | { type: 'setDirty'; dirty: boolean }
  | { type: 'closeTab' }
  | { type: 'navigate'; path: string }
  | { type: 'error'; message: string };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export function isHello(data: unknown): data is HelloMessage {
  return isRecord(data) && data.portal === 'subapp-kit' && data.v === PROTOCOL_VERSION && data.type === 'hello';
}

export function isWelcome(data: unknown): data is WelcomeMessage {
  return isRecord(data) && data.portal === 'pba' && data.v === PROTOCOL_VERSION && data.type === 'welcome';
}

/** Props as the portal sends them: every field present with its type. */
export function isProps(value: unknown): value is PortalProps {
  if (!isRecord(value)) return false;
  const strings = ['userCode', 'userId', 'token', 'routerBase', 'tenantId', 'language'] as const;
  if (!strings.every((key) => typeof value[key] === 'string')) return false;
  const theme = value.theme;
  return isRecord(theme) && typeof theme.primaryColor === 'string' && (theme.mode === 'light' || theme.mode === 'dark');
}

/** A message of the kit, checked field by field (the portal trusts nothing a frame sends). */
export function parseKitMessage(data: unknown): KitMessage | null {
  if (!isRecord(data) || typeof data.type !== 'string') return null;
  switch (data.type) {
    case 'ready':
    case 'closeTab':
      return { type: data.type };
    case 'routeChanged':
    case 'navigate':
      return typeof data.path === 'string' && data.path.length <= 2000 ? { type: data.type, path: data.path } : null;
    case 'setTitle':
      return typeof data.title === 'string' ? { type: 'setTitle', title: data.title.slice(0, 60) } : null;
    case 'setDirty':
      return typeof data.dirty === 'boolean' ? { type: 'setDirty', dirty: data.dirty } : null;
    case 'error':
      return typeof data.message === 'string' ? { type: 'error', message: data.message.slice(0, 300) } : null;
    default:
      return null;
  }
}
