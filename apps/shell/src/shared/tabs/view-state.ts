import { create } from 'zustand';

interface ViewState {
  /** Tabs whose view holds unsaved input (a system said `setDirty(true)`). */
  dirty: ReadonlySet<string>;
  /** Tabs whose kept view was dropped: showing them again starts them anew. */
  evicted: ReadonlySet<string>;
  setDirty: (key: string, dirty: boolean) => void;
  setEvicted: (key: string, evicted: boolean) => void;
  /** The tab is gone: forget both. */
  forget: (key: string) => void;
}

const toggled = (set: ReadonlySet<string>, key: string, on: boolean): ReadonlySet<string> => {
  if (set.has(key) === on) return set;
  const next = new Set(set);
  if (on) next.add(key);
  else next.delete(key);
  return next;
};

/** What the tab bar and the view cache must know of each tab's view beyond its tab. */
export const useViewState = create<ViewState>((set) => ({
  dirty: new Set(),
  evicted: new Set(),
  setDirty: (key, dirty) => set((s) => ({ dirty: toggled(s.dirty, key, dirty) })),
  setEvicted: (key, evicted) => set((s) => ({ evicted: toggled(s.evicted, key, evicted) })),
  forget: (key) => set((s) => ({ dirty: toggled(s.dirty, key, false), evicted: toggled(s.evicted, key, false) })),
}));
