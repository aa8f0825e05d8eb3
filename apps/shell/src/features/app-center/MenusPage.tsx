import { SearchOutlined } from '@ant-design/icons';
import type { App } from '@portal/contracts';
import { Empty, Input, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { useDraft } from '../../shared/forms/server-values.ts';
import { ModuleIcon } from '../../shared/module-icons/ModuleIcon.tsx';
import { AppSider } from './AppSider.tsx';
import { defaultApp, isExternal, menusPath, openExternal, rememberApp } from './app-selection.ts';
import { FunctionGroups } from './FunctionGroups.tsx';
import { QuickAccess } from './QuickAccess.tsx';
import { useApps, useFunctions } from './queries.ts';
import { SearchResults } from './SearchResults.tsx';
import { usePreloadSystems } from './usePreloadSystems.ts';
import './app-center.css';

const SEARCH = 'search';

/**
 * `/app-center/menus?resourceCode=…[&queryFuzzy=…]`: the apps at the side, the chosen app's menus,
 * services and views, frequently used and recent functions; resourceCode=search is function search.
 */
export default function MenusPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const resourceCode = params.get('resourceCode');
  const queryFuzzy = (params.get('queryFuzzy') ?? '').trim();
  const { data: apps, isLoading } = useApps();
  const app = apps?.find((a) => a.resourceCode === resourceCode);
  // The box follows the URL's query when that changes, and otherwise keeps what was typed.
  const [text, setText] = useDraft(queryFuzzy);
  const functions = useFunctions(app ? app.appCodes : null, queryFuzzy);

  usePreloadSystems();

  // Without a (known) pane, return to the last clicked one or the first app (SPEC §2).
  useEffect(() => {
    if (!apps || resourceCode === SEARCH || app) return;
    const target = defaultApp(apps);
    if (target) void navigate(menusPath(target.resourceCode), { replace: true });
  }, [apps, app, resourceCode, navigate]);

  const select = (chosen: App) => {
    if (isExternal(chosen)) return openExternal(chosen);
    rememberApp(chosen, apps ?? []);
    void navigate(menusPath(chosen.resourceCode));
  };

  const search = (value: string) => {
    const query = value.trim();
    const code = resourceCode ?? SEARCH;
    void navigate(query ? `${menusPath(code)}&queryFuzzy=${encodeURIComponent(query)}` : menusPath(code));
  };

  return (
    <div className="ac-layout">
      <AppSider apps={apps} selected={resourceCode} onSelect={select} />
      <div className="ac-main">
        <header className="ac-head">
          <div className="ac-head__app">
            {app && <ModuleIcon moduleCode={app.moduleCode} size={40} />}
            <div>
              <h1 className="ac-head__title">{app ? app.resourceName : resourceCode === SEARCH ? t('appCenter.menus') : '\u00a0'}</h1>
              {app && <span className="ac-head__sub">{app.systemCode}</span>}
            </div>
          </div>
          <Input
            className="ac-head__search"
            allowClear
            prefix={<SearchOutlined />}
            placeholder={t('appCenter.searchPlaceholder')}
            value={text}
            maxLength={100}
            onChange={(event) => {
              setText(event.target.value);
              if (!event.target.value && queryFuzzy) search('');
            }}
            onPressEnter={() => search(text)}
            aria-label={t('appCenter.searchPlaceholder')}
          />
        </header>
        {!isLoading && apps?.length === 0 ? (
          <Empty description={t('appCenter.noApps')} />
        ) : resourceCode === SEARCH ? (
          queryFuzzy ? <SearchResults text={queryFuzzy} apps={apps ?? []} /> : <QuickAccess />
        ) : !app ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : (
          <>
            {!queryFuzzy && <QuickAccess />}
            <FunctionGroups
              functions={functions.data}
              loading={functions.isLoading}
              source={functions}
              emptyText={queryFuzzy ? t('appCenter.searchEmpty') : t('appCenter.noFunctions')}
            />
          </>
        )}
      </div>
    </div>
  );
}
