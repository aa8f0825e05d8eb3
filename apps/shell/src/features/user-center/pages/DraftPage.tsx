import { App, Button, Input, Table, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DraftItem } from '@portal/contracts';
import { http } from '../../../shared/http/index.ts';
import { WF_PATHS, usePagedList, useRefreshUserCenter } from '../api.ts';
import { formatTime } from '../components/format.ts';
import { UserCenterFrame } from '../components/UserCenterFrame.tsx';
import { usePaging } from '../components/usePaging.ts';
import { Access } from '../../../shared/access/access.tsx';
import { listEmpty } from '../../../shared/components/LoadFailed.tsx';
import { TABLE_SCROLL } from '../../../shared/components/table.ts';

/** 我的草稿 (draft/query): select several and delete them (deletelist) after a confirmation. */
export default function DraftPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const refresh = useRefreshUserCenter();
  const [selected, setSelected] = useState<string[]>([]);
  const [keyword, setKeyword] = useState('');
  const paging = usePaging();
  const list = usePagedList<DraftItem>('drafts', WF_PATHS.draftQuery, { pageIndex: paging.pageIndex, pageSize: paging.pageSize, keyword: keyword || undefined });

  const remove = () =>
    modal.confirm({
      title: t('userCenter.draft.deleteSelected'),
      content: t('userCenter.draft.deleteConfirm', { count: selected.length }),
      okButtonProps: { danger: true },
      okText: t('userCenter.common.delete'),
      onOk: async () => {
        const { data } = await http.post<{ data: { deleted: number } }>(WF_PATHS.draftDeleteList, { ids: selected });
        message.success(t('userCenter.draft.deletedCount', { count: data.deleted }));
        setSelected([]);
        await refresh();
      },
    });

  const columns: TableProps<DraftItem>['columns'] = [
    { title: t('userCenter.common.title'), dataIndex: 'title' },
    { title: t('userCenter.common.process'), dataIndex: 'processName', width: 140, responsive: ['sm'] },
    { title: t('userCenter.common.updateTime'), dataIndex: 'updateTime', width: 180, render: formatTime, responsive: ['md'] },
  ];

  return (
    <UserCenterFrame
      title={t('userCenter.pages.draft')}
      extra={
        <Access action="delete">
          <Button danger disabled={selected.length === 0} onClick={remove}>
            {t('userCenter.draft.deleteSelected')}
          </Button>
        </Access>
      }
    >
      <div className="uc-toolbar">
        <Input.Search
          allowClear
          placeholder={t('userCenter.common.search')}
          style={{ maxWidth: 280 }}
          onSearch={(value) => {
            setKeyword(value.trim());
            paging.reset();
          }}
        />
      </div>
      <Table<DraftItem>
        rowKey="id"
        scroll={TABLE_SCROLL}
        columns={columns}
        dataSource={list.data?.data ?? []}
        loading={list.isFetching}
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
        locale={{ emptyText: listEmpty(list, t('userCenter.common.empty')) }}
        pagination={paging.pagination(list.data?.total)}
      />
    </UserCenterFrame>
  );
}
