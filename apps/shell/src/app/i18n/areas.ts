import { layoutLocales } from '../../layouts/locales/index.ts';
import { commonLocales } from '../../shared/locales/index.ts';
import { FEATURES } from '../features.ts';

/**
 * Every area's messages: the shell's words, the frame's, then each feature's from its manifest,
 * with the folder their `locales/` lie in (a feature's folder is its id).
 */
export const LOCALE_AREAS = [
  { folder: 'shared', locales: commonLocales },
  { folder: 'layouts', locales: layoutLocales },
  ...FEATURES.map((feature) => ({ folder: `features/${feature.id}`, locales: feature.locales })),
] as const;

/** The translations of one language found by the build (keyed by file), keyed by the folder of their `locales/`. */
export function byFolder(files: Record<string, object>): Record<string, object> {
  return Object.fromEntries(
    Object.entries(files).flatMap(([file, messages]) => {
      const folder = /(features\/[^/]+|layouts|shared)\/locales\/[^/]+\.ts$/.exec(file)?.[1];
      return folder ? [[folder, messages]] : [];
    }),
  );
}
