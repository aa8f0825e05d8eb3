/**
 * The standalone kit the portal serves at `/pba/subapp-kit.js` (one ES module, no imports): a
 * page on any origin and any stack does `import { connect } from '<portal>/pba/subapp-kit.js'`.
 * The portal is the origin this file was loaded from.
 */
import { connect as connectTo, watchStartup, type ConnectOptions, type Portal } from './connect.ts';
import { syncVueRouter } from './vue.ts';

export type { ConnectOptions, Portal } from './connect.ts';
export type { PortalProps } from './protocol.ts';
export { syncVueRouter };

// Script errors from the start of the page are reported once connected (a failed start).
if (typeof window !== 'undefined' && window.parent !== window) watchStartup(window);

export function connect(options: ConnectOptions = {}): Promise<Portal> {
  return connectTo({ portalOrigin: new URL(import.meta.url).origin, ...options });
}
