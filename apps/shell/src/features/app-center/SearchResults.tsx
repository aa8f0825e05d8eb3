import type { App } from '@portal/contracts';
import { Empty, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { FunctionCard } from './FunctionCard.tsx';
import { useOpenFunction } from './open-function.ts';
import { useFunctions } from './queries.ts';
import { useStar } from './useStar.ts';
import { LoadFailed } from '../../shared/components/LoadFailed.tsx';

/** Function search (resourceCode=search): matches across all the user's apps, highlighted. */
export function SearchResults({ text, apps }: { text: string; apps: App[] }) {
  const { t } = useTranslation();
  const open = useOpenFunction();
  const { starred, toggle } = useStar();
  const functions = useFunctions([], text);
  const { data, isLoading } = functions;
  const appName = new Map(apps.map((a) => [a.resourceCode, a.resourceName]));
  return (
    <section className="ac-search" aria-label={t('appCenter.searchTitle', { text })}>
      <div className="ac-section-head">
        <h2 className="ac-section-head__title">{t('appCenter.searchTitle', { text })}</h2>
        {data && <span className="ac-section-head__extra">{t('appCenter.searchCount', { count: data.length })}</span>}
      </div>
      {functions.isError && !data ? (
        <LoadFailed onRetry={functions.refetch} />
      ) : isLoading || !data ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : data.length === 0 ? (
        <Empty description={t('appCenter.searchEmpty')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <div className="ac-grid">
          {data.map((resource) => (
            <FunctionCard
              key={resource.resourceCode}
              resource={resource}
              appName={appName.get(resource.moduleCode) ?? resource.moduleCode}
              starred={starred.has(resource.resourceCode)}
              onOpen={() => open(resource, 'search')}
              onStar={(on) => toggle(resource.resourceCode, on)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
