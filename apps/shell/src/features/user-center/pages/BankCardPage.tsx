import { PlusOutlined } from '@ant-design/icons';
import { Button, Descriptions, Modal, Space, Tag, type TableColumnType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BankCard } from '@portal/contracts';
import { deleteCard, getCard, queryCards, usePagedList, useRefreshUserCenter } from '../api.ts';
import { BankCardForm, useBankCardModal } from '../components/BankCardForm.tsx';
import { formatTime } from '../components/format.ts';
import { UserCenterFrame } from '../components/UserCenterFrame.tsx';
import { Access } from '../../../shared/access/access.tsx';
import { PagedListPage } from '../../../shared/components/PagedListPage.tsx';
import { usePaging } from '../../../shared/components/usePaging.ts';
import { useFeedback } from '../../../shared/feedback/feedback.ts';

/** 我的账户: the user's bank cards — list, detail, add, edit, delete after a confirmation; numbers masked. */
export default function BankCardPage() {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const refresh = useRefreshUserCenter();
  const cardModal = useBankCardModal();
  const [detail, setDetail] = useState<BankCard | null>(null);
  const paging = usePaging();
  const list = usePagedList('cards', queryCards, { pageIndex: paging.pageIndex, pageSize: paging.pageSize });

  const showDetail = async (row: BankCard) => {
    const result = await getCard(row.id).catch(() => null);
    if (result) setDetail(result);
  };

  const remove = (row: BankCard) =>
    modal.confirm({
      title: t('userCenter.common.delete'),
      content: t('userCenter.card.deleteConfirm', { last4: row.cardNo.slice(-4) }),
      okButtonProps: { danger: true },
      okText: t('userCenter.common.delete'),
      onOk: async () => {
        await deleteCard(row.id);
        message.success(t('userCenter.common.deleted'));
        await refresh();
      },
    });

  const columns: TableColumnType<BankCard>[] = [
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
              onClick={() => cardModal.open(row)}
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
            onClick={() => cardModal.open(null)}
          >
            {t('userCenter.card.add')}
          </Button>
        </Access>
      }
    >
      <PagedListPage<BankCard> columns={columns} source={list} paging={paging} />
      <BankCardForm modal={cardModal} />
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
