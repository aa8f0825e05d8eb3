import { RightOutlined } from '@ant-design/icons';
import { Empty, Segmented, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { App } from '@portal/contracts';
import { openExternal } from '../../../shared/routing/open-entry.ts';
import { ModuleIcon } from '../../../shared/module-icons/ModuleIcon.tsx';
import { addRecentVisited, useAllMenus, useMyApps } from '../api.ts';
import { recommendedGroups, type RecommendedItem } from './recommended.ts';
import { LoadFailed } from '../../../shared/components/LoadFailed.tsx';

type Mode = 'mine' | 'recommended';

function Item({ name, moduleCode, onClick, testId }: { name: string; moduleCode: string; onClick: () => void; testId: string }) {
  return (
    <li>
      <button type="button" className="home-apps__item" data-app={testId} onClick={onClick}>
        <ModuleIcon moduleCode={moduleCode} size={40} />
        <span className="home-apps__name" title={name}>
          {name}
        </span>
      </button>
    </li>
  );
}

function MyApps() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useMyApps();
  const { data: apps } = query;
  if (!apps) return query.isError ? <LoadFailed onRetry={query.refetch} /> : <Skeleton active />;
  if (apps.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.apps.empty')} />;
  const open = (app: App) =>
    app.path.startsWith('w:') ? openExternal(app.path.slice(2)) : navigate(`/app-center/menus?resourceCode=${encodeURIComponent(app.resourceCode)}`);
  return (
    <div className="home-apps__group">
      <h3 className="home-apps__group-title">{t('home.apps.workCenter')}</h3>
      <ul className="home-apps__grid">
        {apps.map((app) => (
          <Item key={app.resourceCode} name={app.resourceName} moduleCode={app.moduleCode} testId={app.resourceCode} onClick={() => open(app)} />
        ))}
      </ul>
    </div>
  );
}

function Recommended() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: menus } = useAllMenus();
  if (!menus) return <Skeleton active />;
  const open = (item: RecommendedItem) => {
    const r = item.resource;
    void addRecentVisited({
      src: 'recommend',
      resourceName: item.name,
      resourceCode: item.code,
      resourcePath: r?.resourcePath ?? item.path,
      moduleCode: item.moduleCode,
      systemCode: r?.systemCode ?? 'null',
      iconSrc: r?.iconSrc ?? '',
    });
    void navigate(item.path, { state: { tabTitle: item.name } });
  };
  return (
    <>
      {recommendedGroups(menus, t('home.apps.myWork')).map(({ group, items }) => (
        <div key={group} className="home-apps__group">
          <h3 className="home-apps__group-title">{t(`home.apps.groups.${group}`)}</h3>
          <ul className="home-apps__grid">
            {items.map((item) => (
              <Item key={item.code} name={item.name} moduleCode={item.moduleCode} testId={item.code} onClick={() => open(item)} />
            ))}
          </ul>
        </div>
      ))}
      <button type="button" className="home-apps__more" onClick={() => navigate('/app-center/menus')}>
        {t('home.apps.more')} <RightOutlined />
      </button>
    </>
  );
}

/** The menu-item list widget (SPEC §2): my apps (工作中心) or the recommended functions. */
export function AppShortcuts() {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>('mine');
  return (
    <section className="home-card home-apps">
      <div className="home-card__head">
        <h2 className="home-card__title">{t('home.apps.title')}</h2>
        <Segmented<Mode>
          size="small"
          value={mode}
          onChange={setMode}
          options={[
            { value: 'mine', label: t('home.apps.mine') },
            { value: 'recommended', label: t('home.apps.recommended') },
          ]}
        />
      </div>
      {mode === 'mine' ? <MyApps /> : <Recommended />}
    </section>
  );
}
