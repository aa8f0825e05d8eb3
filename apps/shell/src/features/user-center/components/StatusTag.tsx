import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<string, string> = {
  pending: 'processing',
  running: 'processing',
  submitted: 'processing',
  approved: 'success',
  rejected: 'error',
  withdrawn: 'default',
  draft: 'default',
  unread: 'warning',
  read: 'default',
};

type Status = 'pending' | 'approved' | 'rejected' | 'withdrawn' | 'running' | 'unread' | 'read' | 'draft' | 'submitted';

export function StatusTag({ status }: { status: Status }) {
  const { t } = useTranslation();
  return <Tag color={COLORS[status]}>{t(`userCenter.status.${status}`)}</Tag>;
}
