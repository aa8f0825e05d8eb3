import { describe, expect, it } from 'vitest';
import { routeCrumbs } from './breadcrumbs.ts';
import type { PortalRoute, RouteHandle } from './route-types.ts';

const page = () => Promise.resolve({ default: () => null });
const userCenter: PortalRoute = { path: 'user-center', titleKey: 'userCenter.menu', redirect: 'index' };
const handle = (route: PortalRoute, fullPath: string): RouteHandle => ({ route, fullPath });

describe('breadcrumbs from the route table', () => {
  it('lists the titled routes of a page, ancestors with a page as links, the page itself not', () => {
    const settings: PortalRoute = { path: 'basicsettings', titleKey: 'userCenter.pages.basicsettings', lazy: page };
    expect(routeCrumbs([undefined, handle(userCenter, '/user-center'), handle(settings, '/user-center/basicsettings')])).toEqual([
      { titleKey: 'userCenter.menu', path: '/user-center' },
      { titleKey: 'userCenter.pages.basicsettings' },
    ]);
  });

  it('does not link an ancestor without a page, and does not repeat a title', () => {
    const group: PortalRoute = { path: 'group', titleKey: 'wiki.guides' };
    const index: PortalRoute = { path: 'index', titleKey: 'home.menu', tabTitleKey: 'userCenter.menu', lazy: page };
    const leaf: PortalRoute = { path: 'x', titleKey: 'home.guides.hr', lazy: page };
    expect(routeCrumbs([handle(group, '/group'), handle(leaf, '/group/x')])).toEqual([{ titleKey: 'wiki.guides' }, { titleKey: 'home.guides.hr' }]);
    expect(routeCrumbs([handle(userCenter, '/user-center'), handle(index, '/user-center/index')])).toEqual([{ titleKey: 'userCenter.menu' }]);
  });

  it('gives error pages no trail', () => {
    expect(routeCrumbs([handle({ path: '*', titleKey: 'common.errors.notFoundTitle', errorPage: true }, '/*')])).toEqual([]);
  });
});
