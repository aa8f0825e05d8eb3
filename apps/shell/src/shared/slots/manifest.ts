import type { ComponentType } from 'react';
import type { Language } from '../i18n/types.ts';
import type { PortalRoute, TitleKey } from '../routing/route-types.ts';
import type { SessionState } from '../session/store.ts';

/** A component loaded on demand. */
export type LazyComponent<P = object> = () => Promise<{ default: ComponentType<P> }>;

/** The languages loaded on demand; the source language (zh-CN) ships with the shell. */
export type TranslatedLanguage = Exclude<Language, 'zh-CN'>;

/**
 * One area's messages: the namespace they go under and the source language's (zh-CN). The other
 * languages are the files beside the source (`locales/{language}.ts`, each typed from it); the
 * build puts all areas' files of one language in that language's pack, loaded when chosen.
 */
export interface FeatureLocales<N extends string = string, S extends object = object> {
  namespace: N;
  source: S;
}

/** Keeps the namespace's literal type, so the packs' keys are typed from the manifests. */
export function defineLocales<const N extends string, S extends object>(locales: FeatureLocales<N, S>): FeatureLocales<N, S> {
  return locales;
}

/** A part of the home page another feature supplies: in the greeting's actions, or laid over the page. */
export interface HomeWidgetSlot {
  id: string;
  place: 'hero' | 'overlay';
  component: ComponentType;
}

/** A button of the top bar, before the frame's own (help links, messages, language, settings, avatar). */
export interface HeaderSlot {
  id: string;
  order: number;
  component: ComponentType;
  visible?: (session: SessionState) => boolean;
}

/** A part of the frame: under the pages (`footer`), or rendering nothing but keeping something in step (`background`). */
export interface FrameSlot {
  id: string;
  place: 'footer' | 'background';
  component: ComponentType;
}

export interface DialogProps {
  open: boolean;
  onClose: () => void;
}

/** A secondary dialog of the frame, loaded when first opened; `menu` lists it in the avatar menu. */
export interface DialogSlot {
  id: string;
  lazy: LazyComponent<DialogProps>;
  menu?: {
    icon: ComponentType;
    labelKey: TitleKey;
    /** `account` entries come before the language choice, `preferences` after it. */
    section: 'account' | 'preferences';
    order: number;
    /** Whether the entry is offered (a hook: it may ask the server). */
    useAvailable?: () => boolean;
  };
}

/** Components one feature supplies for others to show, by name; each is loaded on demand. */
export interface SharedComponents {
  /** The password change form (SPEC §5): shown in the avatar menu's dialog and on the security settings page. */
  passwordForm: { onDone?: () => void };
}

export type SharedComponentLoaders = { [K in keyof SharedComponents]: LazyComponent<SharedComponents[K]> };

/** A page a feature supplies inside another feature's route (the workbench page in the personal centre). */
export interface SubPage {
  /** Path of the top-level route it goes under. */
  parent: string;
  /** Its path under that route; it replaces a child of that path. */
  path: string;
  lazy: LazyComponent;
}

/**
 * What a feature folder gives the shell (docs/architecture.md "Feature manifest"). `app/` lists
 * the manifests and assembles the route table, the language packs and the frame's slots from
 * them; nothing below `app/` imports a feature to show it.
 */
export interface FeatureManifest<L extends FeatureLocales = FeatureLocales> {
  id: string;
  routes?: PortalRoute[];
  subPages?: SubPage[];
  locales: L;
  homeWidgets?: HomeWidgetSlot[];
  headerSlots?: HeaderSlot[];
  frameSlots?: FrameSlot[];
  dialogs?: DialogSlot[];
  components?: Partial<SharedComponentLoaders>;
}
