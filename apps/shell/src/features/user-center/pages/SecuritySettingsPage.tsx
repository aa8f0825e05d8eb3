import { App, Button, Card, Table, Tag, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApiResult, SessionItem } from '@portal/contracts';
import { PasswordForm } from '../../account/PasswordForm.tsx';
import { http } from '../../../shared/http/index.ts';
import { UC_PATHS, useGet, useRefreshUserCenter } from '../api.ts';
import { formatTime } from '../components/format.ts';
import { UserCenterFrame } from '../components/UserCenterFrame.tsx';
import { listEmpty } from '../../../shared/components/LoadFailed.tsx';
import { TABLE_SCROLL } from '../../../shared/components/table.ts';

/** 安全设置: password change (the shell's form and rules) and active sessions with "sign out other sessions". */
export default function SecuritySettingsPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const refresh = useRefreshUserCenter();
  const sessions = useGet<SessionItem[]>('sessions', UC_PATHS.sessions);
  const others = (sessions.data ?? []).filter((s) => !s.current).length;

  const signOutOthers = () =>
    modal.confirm({
      title: t('userCenter.security.signOutOthers'),
      content: t('userCenter.security.signOutConfirm'),
      okButtonProps: { danger: true },
      onOk: async () => {
        const { data } = await http.post<ApiResult<{ revoked: number }>>(UC_PATHS.revokeOtherSessions, {});
        message.success(t('userCenter.security.signedOut', { count: data.revoked }));
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

  return (
    <UserCenterFrame title={t('userCenter.pages.securitysettings')}>
      <Card size="small" title={t('userCenter.security.password')} style={{ marginBottom: 16 }}>
        <PasswordForm />
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
        <Table<SessionItem> rowKey="id" scroll={TABLE_SCROLL} size="small" columns={columns} dataSource={sessions.data ?? []} loading={sessions.isLoading} pagination={false} locale={{ emptyText: listEmpty(sessions, t('userCenter.common.empty')) }} />
      </Card>
    </UserCenterFrame>
  );
}
