import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routeCrumbs } from '../../shared/routing/breadcrumbs.ts';
import { useFunctionPlaces } from '../../shared/tabs/function-places.ts';
import { HOME_PATH_IN_SHELL } from '../../shared/tabs/home.ts';
import { tabTitle } from '../../shared/tabs/tab-title.ts';
import { useTabsStore } from '../../shared/tabs/tabs-store.ts';
import { handles, useShownRoute } from '../tabs/route-scope.tsx';
import './breadcrumbs.css';

/**
 * Where the page sits (as Ant Design Pro shows above the content): the route table's steps, the
 * page itself named as its tab is, and for a function of the app centre its app between the two
 * (应用中心 / 人力资源 / 请假申请). Not shown on the home page, nor over a page the user may not open.
 */
export function Breadcrumbs() {
  const { t } = useTranslation();
  // The frame's own route scope stays put on a tab switch; the trail follows the route shown.
  const { routerState, location, failed } = useShownRoute();
  const active = useTabsStore((s) => s.tabs.find((tab) => tab.key === s.activeKey));
  const place = useFunctionPlaces((s) => (active ? s.places.get(active.key) : undefined));
  const { pathname } = location;
  const crumbs = routeCrumbs(handles(routerState));
  if (failed || crumbs.length === 0 || pathname.replace(/\/+$/, '') === HOME_PATH_IN_SHELL) return null;

  const items = crumbs.map((crumb, index) => {
    const last = index === crumbs.length - 1;
    const text = last && active ? tabTitle(active, t) : String(t(crumb.titleKey));
    return { key: `${index}`, title: crumb.path ? <Link to={crumb.path}>{text}</Link> : <span aria-current={last ? 'page' : undefined}>{text}</span> };
  });
  if (place && items.length > 1) items.splice(items.length - 1, 0, { key: 'app', title: <Link to={place.appPath}>{place.app}</Link> });

  return (
    <nav className="portal-breadcrumb" aria-label={t('layout.breadcrumb')} data-testid="breadcrumb">
      <Breadcrumb items={items} />
    </nav>
  );
}
