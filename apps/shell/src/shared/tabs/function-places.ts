import { create } from 'zustand';

/** Where a function tab sits in the app centre: its app's name (current language) and that app's page. */
export interface FunctionPlace {
  app: string;
  appPath: string;
}

interface FunctionPlaces {
  /** By tab key: filled by the app centre from its catalogue, read by the frame (breadcrumbs). */
  places: ReadonlyMap<string, FunctionPlace>;
  setPlaces: (places: ReadonlyMap<string, FunctionPlace>) => void;
}

const same = (a: ReadonlyMap<string, FunctionPlace>, b: ReadonlyMap<string, FunctionPlace>) =>
  a.size === b.size && [...a].every(([key, place]) => b.get(key)?.app === place.app && b.get(key)?.appPath === place.appPath);

export const useFunctionPlaces = create<FunctionPlaces>((set, get) => ({
  places: new Map(),
  setPlaces: (places) => {
    if (!same(get().places, places)) set({ places });
  },
}));
