import { Button, Card, Grid, Table, Tag, type TableColumnType, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { SessionItem } from '@portal/contracts';
import { FeatureComponent } from '../../../shared/slots/slots.tsx';
import { getSessions, revokeOtherSessions, useRead, useRefreshUserCenter } from '../api.ts';
import { formatTime } from '../components/format.ts';
import { UserCenterFrame } from '../components/UserCenterFrame.tsx';
import { listEmpty } from '../../../shared/components/LoadFailed.tsx';
import { PagedCards } from '../../../shared/components/PagedCards.tsx';
import { TABLE_SCROLL } from '../../../shared/components/table.ts';
import { useFeedback } from '../../../shared/feedback/feedback.ts';

/** 安全设置: password change (the shell's form and rules) and active sessions with "sign out other sessions". */
export default function SecuritySettingsPage() {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
  const refresh = useRefreshUserCenter();
  const sessions = useRead('sessions', getSessions);
  const others = (sessions.data ?? []).filter((s) => !s.current).length;
  // Under 576 px each session is a card, as in the paged lists: nothing to scroll sideways inside the card.
  const narrow = Grid.useBreakpoint().sm === false;

  const signOutOthers = () =>
    modal.confirm({
      title: t('userCenter.security.signOutOthers'),
      content: t('userCenter.security.signOutConfirm'),
      okButtonProps: { danger: true },
      onOk: async () => {
        const { revoked } = await revokeOtherSessions();
        message.success(t('userCenter.security.signedOut', { count: revoked }));
        await refresh();
      },
    });

  const columns: TableProps<SessionItem>['columns'] = [
    {
      title: t('userCenter.security.device'),
      dataIndex: 'userAgent',
      width: 360,
      ellipsis: true,
      render: (v: string, row) => (
        <>
          {row.current && <Tag color="green">{t('userCenter.security.current')}</Tag>}
          <span title={v}>{v || '—'}</span>
        </>
      ),
    },
    { title: t('userCenter.security.ip'), dataIndex: 'ip', width: 140, responsive: ['sm'] },
    { title: t('userCenter.security.signedIn'), dataIndex: 'createTime', width: 180, render: formatTime, responsive: ['md'] },
    { title: t('userCenter.security.expires'), dataIndex: 'expireTime', width: 180, render: formatTime, responsive: ['lg'] },
  ];
  // A card: the device as its title, "this session" beside it, every other column as a field.
  const cardColumns: TableColumnType<SessionItem>[] = [
    { title: t('userCenter.security.device'), dataIndex: 'userAgent', render: (v: string) => v || '—' },
    { key: 'status', render: (_, row) => row.current && <Tag color="green">{t('userCenter.security.current')}</Tag> },
    ...(columns.slice(1) as TableColumnType<SessionItem>[]).map(({ responsive: _shown, ...column }) => column),
  ];
  const rows = sessions.data ?? [];

  return (
    <UserCenterFrame title={t('userCenter.pages.securitysettings')}>
      <Card size="small" title={t('userCenter.security.password')} style={{ marginBottom: 16 }}>
        <FeatureComponent name="passwordForm" />
      </Card>
      <Card
        size="small"
        title={t('userCenter.security.sessions')}
        extra={
          <Button danger disabled={others === 0} onClick={signOutOthers}>
            {t('userCenter.security.signOutOthers')}
          </Button>
        }
      >
        <p className="uc-muted">{t('userCenter.security.sessionsHint')}</p>
        {narrow && rows.length > 0 ? (
          <PagedCards<SessionItem> columns={cardColumns} rows={rows} keyOf={(row) => row.id} />
        ) : (
          <Table<SessionItem> rowKey="id" scroll={TABLE_SCROLL} size="small" columns={columns} dataSource={rows} loading={sessions.isLoading} pagination={false} locale={{ emptyText: listEmpty(sessions, t('userCenter.common.empty')) }} />
        )}
      </Card>
    </UserCenterFrame>
  );
}
