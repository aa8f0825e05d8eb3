import { Badge, type TableColumnType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DeviceItem } from '@portal/contracts';
import { getDevices, useRead } from '../api.ts';
import { formatDay } from '../components/format.ts';
import { UserCenterFrame } from '../components/UserCenterFrame.tsx';
import { PagedListPage } from '../../../shared/components/PagedListPage.tsx';

const BADGE: Record<DeviceItem['status'], 'success' | 'warning' | 'default'> = { in_use: 'success', repair: 'warning', returned: 'default' };

/** 我的设备: the devices assigned to the user (all in one answer, paged here). */
export default function DevicePage() {
  const { t } = useTranslation();
  const devices = useRead('devices', getDevices);
  const columns: TableColumnType<DeviceItem>[] = [
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
  const rows = devices.data;
  return (
    <UserCenterFrame title={t('userCenter.pages.myDevice')}>
      <PagedListPage<DeviceItem> columns={columns} source={{ ...devices, data: rows && { data: rows, total: rows.length } }} />
    </UserCenterFrame>
  );
}
