import { DownloadOutlined, MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { Avatar, Button, Card, Input, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Colleague } from '@portal/contracts';
import { Access } from '../../shared/access/access.tsx';
import { COLLEAGUE_SEARCH_MAX } from '../../shared/constants.ts';
import { exportAddressBook, useColleagues } from './api.ts';
import './colleagues.css';
import { listEmpty } from '../../shared/components/LoadFailed.tsx';
import { useFeedback } from '../../shared/feedback/feedback.ts';

/** /address-list?sign=…: colleagues matching the text, with their contact details, and the export. */
export default function AddressListPage() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [params, setParams] = useSearchParams();
  const sign = (params.get('sign') ?? '').slice(0, COLLEAGUE_SEARCH_MAX);
  const colleagues = useColleagues(sign);
  const { data, isFetching } = colleagues;
  const [exporting, setExporting] = useState(false);

  const columns: TableColumnsType<Colleague> = [
    {
      title: t('colleagues.columns.name'),
      dataIndex: 'realName',
      render: (name: string, c) => (
        <span className="colleague-name">
          <Avatar size="small" className={`colleague-avatar colleague-avatar--${c.sex}`}>
            {name.slice(-1)}
          </Avatar>
          {name}
        </span>
      ),
    },
    { title: t('colleagues.columns.department'), dataIndex: 'department' },
    { title: t('colleagues.columns.position'), dataIndex: 'position', responsive: ['md'] },
    {
      title: t('colleagues.columns.phone'),
      dataIndex: 'phone',
      render: (phone: string) => (
        <a href={`tel:${phone}`} aria-label={`${t('colleagues.call')} ${phone}`}>
          <PhoneOutlined /> {phone}
        </a>
      ),
    },
    {
      title: t('colleagues.columns.email'),
      dataIndex: 'email',
      responsive: ['lg'],
      render: (email: string) => (
        <a href={`mailto:${email}`}>
          <MailOutlined /> {email}
        </a>
      ),
    },
  ];

  const download = async () => {
    setExporting(true);
    try {
      await exportAddressBook(sign, `${t('colleagues.menu')}.csv`);
      void message.success(t('colleagues.exported'));
    } catch {
      // The HTTP client has shown why.
    } finally {
      setExporting(false);
    }
  };

  return (
    <Card
      className="address-list"
      title={<h1 className="address-list__title">{sign ? t('colleagues.searchTitle', { sign }) : t('colleagues.allTitle')}</h1>}
      extra={
        <Access action="export">
          <Button icon={<DownloadOutlined />} loading={exporting} onClick={() => void download()}>
            {t('colleagues.export')}
          </Button>
        </Access>
      }
    >
      <Input.Search
        key={sign}
        className="address-list__search"
        defaultValue={sign}
        maxLength={COLLEAGUE_SEARCH_MAX}
        placeholder={t('colleagues.placeholder')}
        enterButton={t('colleagues.search')}
        aria-label={t('colleagues.find')}
        allowClear
        onSearch={(value) => setParams(value.trim() ? { sign: value.trim() } : {})}
      />
      <p className="address-list__count">{data && t('colleagues.count', { count: data.length })}</p>
      <Table<Colleague>
        rowKey="id"
        size="middle"
        loading={isFetching}
        columns={columns}
        dataSource={data ?? []}
        pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
        locale={{ emptyText: listEmpty(colleagues, t('colleagues.empty')) }}
      />
    </Card>
  );
}
