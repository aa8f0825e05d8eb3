import { useViewState } from '../shared/tabs/view-state.ts';
import type { SubappInstance } from './system-instance.ts';

interface LiveInstance {
  instance: SubappInstance;
  container: HTMLElement;
  attempt: number;
}

/**
 * The live sub-app instances, one per open function tab. A tab hidden by the tab bar keeps its
 * instance; when its view leaves the page (tab closed, or least recently used beyond the 8 kept
 * views) the instance is destroyed.
 */
const live = new Map<string, LiveInstance>();

export function liveInstance(id: string): LiveInstance | undefined {
  return live.get(id);
}

export function keepInstance(id: string, entry: LiveInstance): void {
  live.set(id, entry);
}

export function destroyInstance(id: string): void {
  const entry = live.get(id);
  if (!entry) return;
  live.delete(id);
  entry.instance.destroy();
  // What was unsaved went with the instance.
  useViewState.getState().setDirty(id, false);
}

/** After React let go of a view: destroys the instance when its container left the document. */
export function destroyIfDetached(id: string, container: HTMLElement): void {
  setTimeout(() => {
    const entry = live.get(id);
    if (entry && entry.container === container && !container.isConnected) destroyInstance(id);
  }, 0);
}

/**
 * Systems that have spoken the kit in this page. A page without the kit is shown once it has
 * loaded; a system known to use the kit is shown only when it connects, so one whose scripts
 * fail to load says so (never connected) instead of showing a blank frame.
 */
const kitSystems = new Set<string>();

export function rememberKitSystem(name: string): void {
  kitSystems.add(name);
}

export function usesKit(name: string): boolean {
  return kitSystems.has(name);
}
