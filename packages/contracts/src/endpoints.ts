import type { Endpoint } from './endpoint.ts';
import type * as assistant from './assistant-endpoints.ts';
import type * as catalogue from './catalogue-endpoints.ts';
import type * as colleagues from './colleagues-endpoints.ts';
import type * as home from './home-endpoints.ts';
import type * as identity from './identity-endpoints.ts';
import type * as leave from './leave-endpoints.ts';
import type * as reference from './reference-endpoints.ts';
import type * as subapps from './subapps-endpoints.ts';
import type * as tickets from './tickets-endpoints.ts';
import type * as userCenter from './user-center-endpoints.ts';
import type * as userEnd from './user-end-endpoints.ts';

/** The endpoints a module exports, by name (its schemas left out). */
type EndpointsOf<M> = { [K in keyof M as M[K] extends Endpoint ? K : never]: M[K] };

/**
 * Every endpoint's type by its name, for code that must not load the schemas (the shell):
 * `import type { Endpoints }` and name one as `Endpoints['taskQuery']`. Types only; nothing here
 * reaches a bundle.
 */
export type Endpoints = EndpointsOf<typeof assistant> &
  EndpointsOf<typeof catalogue> &
  EndpointsOf<typeof colleagues> &
  EndpointsOf<typeof home> &
  EndpointsOf<typeof identity> &
  EndpointsOf<typeof leave> &
  EndpointsOf<typeof reference> &
  EndpointsOf<typeof subapps> &
  EndpointsOf<typeof tickets> &
  EndpointsOf<typeof userCenter> &
  EndpointsOf<typeof userEnd>;
