import { useQuery } from '@tanstack/react-query';
import { Button, Result, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Forbidden } from '../shared/components/ErrorPages.tsx';
import { HttpError } from '../shared/http/index.ts';
import { tabKeyFor } from '../shared/tabs/tabs-model.ts';
import { useTabsStore } from '../shared/tabs/tabs-store.ts';
import { parseFunctionAddress } from './host-path.ts';
import { LiveSubapp } from './LiveSubapp.tsx';
import { fetchSubappEntry, subappEntryKey } from './registry.ts';
import { NotDeployedPane } from './SubappPanes.tsx';
import './subapp-host.css';

/**
 * `/app-center/main/*`: the business function of a tab. The path is the sub-app's name plus its
 * own path; the address it was opened with stays the instance's start (its later moves only
 * update the portal URL).
 */
export default function SubappHost() {
  const { t } = useTranslation();
  const location = useLocation();
  const [address] = useState(() => parseFunctionAddress(location.pathname, location.search));
  const [tabKey] = useState(() => tabKeyFor(useTabsStore.getState().tabs, location.pathname, location.search, location.state));
  const name = address?.name ?? '';
  const query = useQuery({
    queryKey: subappEntryKey(name),
    queryFn: () => fetchSubappEntry(name),
    enabled: address?.known === true,
    retry: false,
    staleTime: 5 * 60_000,
  });

  if (!address || !address.known) return <NotDeployedPane name={name || '—'} />;
  if (query.error instanceof HttpError && query.error.status === 403) return <Forbidden />;
  if (query.error) {
    return (
      <Result
        status="error"
        title={t('appCenter.host.failTitle', { name })}
        subTitle={query.error.message}
        extra={<Button onClick={() => void query.refetch()}>{t('appCenter.host.retry')}</Button>}
      />
    );
  }
  if (!query.data) {
    return (
      <div className="portal-subapp__loading portal-subapp__loading--page">
        <Spin />
      </div>
    );
  }
  const { entry } = query.data;
  if (!entry) return <NotDeployedPane name={name} />;
  return <LiveSubapp entry={{ ...query.data, entry }} innerPath={address.innerPath} tabKey={tabKey} />;
}
