import { Badge, Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DeviceItem } from '@portal/contracts';
import { UC_PATHS, useGet } from '../api.ts';
import { formatDay } from '../components/format.ts';
import { UserCenterFrame } from '../components/UserCenterFrame.tsx';
import { listEmpty } from '../../../shared/components/LoadFailed.tsx';
import { TABLE_SCROLL } from '../../../shared/components/table.ts';

const BADGE: Record<DeviceItem['status'], 'success' | 'warning' | 'default'> = { in_use: 'success', repair: 'warning', returned: 'default' };

/** 我的设备: the devices assigned to the user. */
export default function DevicePage() {
  const { t } = useTranslation();
  const devices = useGet<DeviceItem[]>('devices', UC_PATHS.deviceList);
  const columns: TableProps<DeviceItem>['columns'] = [
    { title: t('userCenter.device.name'), dataIndex: 'name' },
    { title: t('userCenter.device.type'), dataIndex: 'type', width: 120, render: (v: DeviceItem['type']) => t(`userCenter.device.types.${v}`) },
    { title: t('userCenter.device.model'), dataIndex: 'model', responsive: ['md'] },
    { title: t('userCenter.device.assetNo'), dataIndex: 'assetNo', width: 170, responsive: ['sm'] },
    { title: t('userCenter.device.assigned'), dataIndex: 'assignedTime', width: 120, render: formatDay, responsive: ['lg'] },
    {
      title: t('userCenter.common.status'),
      dataIndex: 'status',
      width: 100,
      render: (v: DeviceItem['status']) => <Badge status={BADGE[v]} text={t(`userCenter.device.statuses.${v}`)} />,
    },
  ];
  return (
    <UserCenterFrame title={t('userCenter.pages.myDevice')}>
      <Table<DeviceItem>
        rowKey="id"
        scroll={TABLE_SCROLL}
        columns={columns}
        dataSource={devices.data ?? []}
        loading={devices.isLoading}
        locale={{ emptyText: listEmpty(devices, t('userCenter.common.empty')) }}
        pagination={{ pageSize: 10, hideOnSinglePage: true }}
      />
    </UserCenterFrame>
  );
}
