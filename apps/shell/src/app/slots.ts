import type { FeatureManifest } from '../shared/slots/manifest.ts';
import type { FeatureSlots } from '../shared/slots/slots.tsx';
import { FEATURES } from './features.ts';

/** The slots of the frame and the home page, filled from the manifests (header buttons in their order). */
export function assembleSlots(features: readonly FeatureManifest[]): FeatureSlots {
  return {
    homeWidgets: features.flatMap((f) => f.homeWidgets ?? []),
    headerSlots: features.flatMap((f) => f.headerSlots ?? []).sort((a, b) => a.order - b.order),
    frameSlots: features.flatMap((f) => f.frameSlots ?? []),
    dialogs: features.flatMap((f) => f.dialogs ?? []),
    components: Object.assign({}, ...features.map((f) => f.components ?? {})) as FeatureSlots['components'],
  };
}

export const FEATURE_SLOTS: FeatureSlots = assembleSlots(FEATURES);
