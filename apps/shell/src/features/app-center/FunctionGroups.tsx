import type { Resource } from '@portal/contracts';
import { Empty, Skeleton } from 'antd';
import { FunctionCard } from './FunctionCard.tsx';
import { useOpenFunction } from './open-function.ts';
import { useStar } from './useStar.ts';
import { LoadFailed, type ListSource } from '../../shared/components/LoadFailed.tsx';

/** The functions of an app under their group headings (员工自助, 薪酬福利…). */
export function FunctionGroups({ functions, loading, emptyText, source }: { functions: Resource[] | undefined; loading: boolean; emptyText: string; source: ListSource }) {
  const open = useOpenFunction();
  const { starred, toggle } = useStar();
  if (source.isError && !functions) return <LoadFailed onRetry={source.refetch} />;
  if (loading || !functions) return <Skeleton active paragraph={{ rows: 6 }} />;
  if (functions.length === 0) return <Empty description={emptyText} image={Empty.PRESENTED_IMAGE_SIMPLE} />;
  const groups = new Map<string, Resource[]>();
  for (const f of functions) groups.set(f.groupName, [...(groups.get(f.groupName) ?? []), f]);
  return (
    <div className="ac-groups">
      {[...groups].map(([group, items]) => (
        <section key={group} className="ac-group" aria-label={group}>
          <h3 className="ac-group__title">{group}</h3>
          <div className="ac-grid">
            {items.map((resource) => (
              <FunctionCard
                key={resource.resourceCode}
                resource={resource}
                starred={starred.has(resource.resourceCode)}
                onOpen={() => open(resource, 'app')}
                onStar={(on) => toggle(resource.resourceCode, on)}
              />
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
