import { feature as account } from '../features/account/feature.ts';
import { feature as appCenter } from '../features/app-center/feature.ts';
import { feature as assistant } from '../features/assistant/feature.ts';
import { feature as colleagues } from '../features/colleagues/feature.ts';
import { feature as footer } from '../features/footer/feature.ts';
import { feature as home } from '../features/home/feature.ts';
import { feature as search } from '../features/search/feature.ts';
import { feature as settings } from '../features/settings/feature.ts';
import { feature as tenant } from '../features/tenant/feature.ts';
import { feature as userCenter } from '../features/user-center/feature.ts';
import { feature as wiki } from '../features/wiki/feature.ts';

/**
 * The shell's features (docs/architecture.md "Feature manifest"), in menu order: the route
 * table, the language packs and the frame's slots are assembled from this list. Adding a
 * feature is its folder and one line here.
 */
export const FEATURES = [home, appCenter, wiki, userCenter, colleagues, account, search, tenant, settings, footer, assistant] as const;
