import { createContext, lazy, Suspense, useContext, type ComponentType, type LazyExoticComponent } from 'react';
import type { DialogSlot, FrameSlot, HeaderSlot, HomeWidgetSlot, LazyComponent, SharedComponentLoaders, SharedComponents } from './manifest.ts';

/** The slots the features fill, collected by `app/` from the manifests. */
export interface FeatureSlots {
  homeWidgets: readonly HomeWidgetSlot[];
  headerSlots: readonly HeaderSlot[];
  frameSlots: readonly FrameSlot[];
  dialogs: readonly DialogSlot[];
  components: Partial<SharedComponentLoaders>;
}

const NONE: FeatureSlots = { homeWidgets: [], headerSlots: [], frameSlots: [], dialogs: [], components: {} };

const SlotsContext = createContext<FeatureSlots>(NONE);

/** Set once by `app/` around the router. */
export const FeatureSlotsProvider = SlotsContext.Provider;

export function useFeatureSlots(): FeatureSlots {
  return useContext(SlotsContext);
}

const loaded = new Map<unknown, unknown>();

/** One lazy component per loader, so a shown component is not loaded (nor mounted) anew on each render. */
export function lazyOnce<P>(loader: LazyComponent<P>): LazyExoticComponent<ComponentType<P>> {
  let component = loaded.get(loader) as LazyExoticComponent<ComponentType<P>> | undefined;
  if (!component) {
    component = lazy(loader);
    loaded.set(loader, component);
  }
  return component;
}

/** Forgets the lazy component of a loader whose download failed, so the next showing tries again. */
export function forgetLazy<P>(loader: LazyComponent<P>): void {
  loaded.delete(loader);
}

/** Whether some feature supplies the named component. */
export function useHasComponent(name: keyof SharedComponents): boolean {
  return useFeatureSlots().components[name] !== undefined;
}

/** Shows the component a feature supplies under `name` (nothing when none does), loaded on demand. */
export function FeatureComponent<K extends keyof SharedComponents>({ name, ...props }: { name: K } & SharedComponents[K]) {
  const loader = useFeatureSlots().components[name];
  if (!loader) return null;
  const Component = lazyOnce(loader) as ComponentType<SharedComponents[K]>;
  return (
    <Suspense fallback={null}>
      <Component {...(props)} />
    </Suspense>
  );
}
