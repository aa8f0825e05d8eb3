import { Button, type TableColumnType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DraftItem } from '@portal/contracts';
import { deleteDrafts, queryDrafts, usePagedList, useRefreshUserCenter } from '../api.ts';
import { formatTime } from '../components/format.ts';
import { UserCenterFrame } from '../components/UserCenterFrame.tsx';
import { useAccess } from '../../../shared/access/access.tsx';
import { PagedListPage } from '../../../shared/components/PagedListPage.tsx';
import { useListFilter, usePaging } from '../../../shared/components/usePaging.ts';
import { KeywordSearch } from '../components/KeywordSearch.tsx';
import { useFeedback } from '../../../shared/feedback/feedback.ts';

/** 我的草稿 (draft/query): select several and delete them (deletelist) after a confirmation. */
export default function DraftPage() {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const { canOnRoute } = useAccess();
  const refresh = useRefreshUserCenter();
  const paging = usePaging();
  const [keyword, setKeyword] = useListFilter(paging, '');
  const list = usePagedList('drafts', queryDrafts, { pageIndex: paging.pageIndex, pageSize: paging.pageSize, keyword: keyword || undefined });

  const remove = (ids: string[], clear: () => void) =>
    modal.confirm({
      title: t('userCenter.draft.deleteSelected'),
      content: t('userCenter.draft.deleteConfirm', { count: ids.length }),
      okButtonProps: { danger: true },
      okText: t('userCenter.common.delete'),
      onOk: async () => {
        const { deleted } = await deleteDrafts(ids);
        message.success(t('userCenter.draft.deletedCount', { count: deleted }));
        clear();
        await refresh();
      },
    });

  const columns: TableColumnType<DraftItem>[] = [
    { title: t('userCenter.common.title'), dataIndex: 'title' },
    { title: t('userCenter.common.process'), dataIndex: 'processName', width: 140, responsive: ['sm'] },
    { title: t('userCenter.common.updateTime'), dataIndex: 'updateTime', width: 180, render: formatTime, responsive: ['md'] },
  ];

  return (
    <UserCenterFrame title={t('userCenter.pages.draft')}>
      <PagedListPage<DraftItem>
        columns={columns}
        source={list}
        paging={paging}
        toolbar={
          <KeywordSearch onSearch={setKeyword} />
        }
        batch={
          canOnRoute('delete')
            ? {
                render: (selected, clear) => (
                  <Button danger disabled={selected.length === 0} onClick={() => remove(selected, clear)}>
                    {t('userCenter.draft.deleteSelected')}
                  </Button>
                ),
              }
            : undefined
        }
      />
    </UserCenterFrame>
  );
}
