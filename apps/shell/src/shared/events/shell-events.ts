/**
 * Events any part of the shell — and any sub-app, through the sub-app bridge — can send
 * (SPEC §2: "other parts can close a tab or set a tab title by event"). A tab is named by its
 * identity key (see `tabs/tab-identity.ts`); without one the event means the active tab.
 */
export interface ShellEvents {
  /** Close a tab. */
  closeTab: { key?: string };
  /** Set a tab's title. */
  setTabTitle: { key?: string; title: string };
  /** A tab was removed from the tab bar (its kept-alive view and any sub-app instance must be freed). */
  tabClosed: { key: string };
  /** Load a tab's page afresh: its kept view starts over (typed text and scroll are dropped). */
  reloadTab: { key: string };
  /** Reset tabs to home only and return to the home menus route (SPEC §4 clear-panes flag). */
  clearPanes: Record<string, never>;
  /** Messages were read or changed: the unread dot must refresh. */
  messagesChanged: Record<string, never>;
  /** The current tenant changed: everything tenant-scoped must reload. */
  tenantChanged: { tenantId: string };
}

type Handler<T> = (payload: T) => void;

const handlers = new Map<keyof ShellEvents, Set<Handler<never>>>();

export const shellEvents = {
  on<K extends keyof ShellEvents>(name: K, handler: Handler<ShellEvents[K]>): () => void {
    const set = handlers.get(name) ?? new Set();
    set.add(handler);
    handlers.set(name, set);
    return () => set.delete(handler);
  },
  emit<K extends keyof ShellEvents>(name: K, payload: ShellEvents[K]): void {
    for (const handler of [...(handlers.get(name) ?? [])]) (handler as Handler<ShellEvents[K]>)(payload);
  },
};
