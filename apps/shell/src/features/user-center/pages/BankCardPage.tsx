import { PlusOutlined } from '@ant-design/icons';
import { App, Button, Descriptions, Modal, Space, Table, Tag, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiResult, BankCard } from '@portal/contracts';
import { http } from '../../../shared/http/index.ts';
import { UC_PATHS, usePagedList, useRefreshUserCenter } from '../api.ts';
import { BankCardForm } from '../components/BankCardForm.tsx';
import { formatTime } from '../components/format.ts';
import { UserCenterFrame } from '../components/UserCenterFrame.tsx';
import { usePaging } from '../components/usePaging.ts';
import { Access } from '../../../shared/access/access.tsx';
import { listEmpty } from '../../../shared/components/LoadFailed.tsx';
import { TABLE_SCROLL } from '../../../shared/components/table.ts';

const infoPath = (id: string) => UC_PATHS.cardInfo.replace(':id', encodeURIComponent(id));
const deletePath = (id: string) => UC_PATHS.cardDelete.replace(':id', encodeURIComponent(id));

/** 我的账户: the user's bank cards — list, detail, add, edit, delete after a confirmation; numbers masked. */
export default function BankCardPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const refresh = useRefreshUserCenter();
  const [editing, setEditing] = useState<BankCard | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [detail, setDetail] = useState<BankCard | null>(null);
  const paging = usePaging();
  const list = usePagedList<BankCard>('cards', UC_PATHS.cardPage, { pageIndex: paging.pageIndex, pageSize: paging.pageSize });

  const showDetail = async (row: BankCard) => {
    const result = await http.get<ApiResult<BankCard>>(infoPath(row.id)).catch(() => null);
    if (result) setDetail(result.data);
  };

  const remove = (row: BankCard) =>
    modal.confirm({
      title: t('userCenter.common.delete'),
      content: t('userCenter.card.deleteConfirm', { last4: row.cardNo.slice(-4) }),
      okButtonProps: { danger: true },
      okText: t('userCenter.common.delete'),
      onOk: async () => {
        await http.delete(deletePath(row.id));
        message.success(t('userCenter.common.deleted'));
        await refresh();
      },
    });

  const columns: TableProps<BankCard>['columns'] = [
    {
      title: t('userCenter.card.bankName'),
      dataIndex: 'bankName',
      render: (v: string, row) => (
        <Space size={6}>
          {v}
          {row.isDefault && <Tag color="green">{t('userCenter.card.default')}</Tag>}
        </Space>
      ),
    },
    { title: t('userCenter.card.cardNo'), dataIndex: 'cardNo', width: 200, className: 'uc-card-no' },
    { title: t('userCenter.card.subbranch'), dataIndex: 'subbranch', responsive: ['md'] },
    { title: t('userCenter.card.accountName'), dataIndex: 'accountName', width: 130, responsive: ['lg'] },
    {
      title: t('userCenter.common.actions'),
      key: 'actions',
      width: 170,
      render: (_, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => void showDetail(row)}>
            {t('userCenter.common.view')}
          </Button>
          <Access action="edit">
            <Button
              type="link"
              size="small"
              onClick={() => {
                setEditing(row);
                setFormOpen(true);
              }}
            >
              {t('userCenter.common.edit')}
            </Button>
          </Access>
          <Access action="delete">
            <Button type="link" size="small" danger onClick={() => remove(row)}>
              {t('userCenter.common.delete')}
            </Button>
          </Access>
        </Space>
      ),
    },
  ];

  return (
    <UserCenterFrame
      title={t('userCenter.pages.myAccount')}
      extra={
        <Access action="add">
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => {
              setEditing(null);
              setFormOpen(true);
            }}
          >
            {t('userCenter.card.add')}
          </Button>
        </Access>
      }
    >
      <Table<BankCard>
        rowKey="id"
        scroll={TABLE_SCROLL}
        columns={columns}
        dataSource={list.data?.data ?? []}
        loading={list.isFetching}
        locale={{ emptyText: listEmpty(list, t('userCenter.common.empty')) }}
        pagination={paging.pagination(list.data?.total)}
      />
      <BankCardForm open={formOpen} card={editing} onClose={() => setFormOpen(false)} />
      <Modal open={Boolean(detail)} title={t('userCenter.card.detail')} footer={null} onCancel={() => setDetail(null)}>
        {detail && (
          <Descriptions column={1} size="small" bordered>
            <Descriptions.Item label={t('userCenter.card.accountName')}>{detail.accountName}</Descriptions.Item>
            <Descriptions.Item label={t('userCenter.card.bankName')}>{detail.bankName}</Descriptions.Item>
            <Descriptions.Item label={t('userCenter.card.subbranch')}>{detail.subbranch}</Descriptions.Item>
            <Descriptions.Item label={t('userCenter.card.region')}>{detail.regionName || '—'}</Descriptions.Item>
            <Descriptions.Item label={t('userCenter.card.cardNo')}>{detail.cardNo}</Descriptions.Item>
            <Descriptions.Item label={t('userCenter.card.createTime')}>{formatTime(detail.createTime)}</Descriptions.Item>
          </Descriptions>
        )}
      </Modal>
    </UserCenterFrame>
  );
}
