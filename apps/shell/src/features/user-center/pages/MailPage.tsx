import { MailOutlined } from '@ant-design/icons';
import { Button, Card, Empty, List, Statistic } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../shared/session/store.ts';
import { getMailSignUrl, getMailSummary, useRead } from '../api.ts';
import { formatTime } from '../components/format.ts';
import { UserCenterFrame } from '../components/UserCenterFrame.tsx';
import { listEmpty } from '../../../shared/components/LoadFailed.tsx';

/** 我的邮件: the unread mail summary and the single-sign-on link into the mailbox (usersignurlbycode). */
export default function MailPage() {
  const { t } = useTranslation();
  const userCode = useSessionStore((s) => s.user?.username ?? '');
  const summary = useRead('mail', getMailSummary);
  const [opening, setOpening] = useState(false);

  const open = async () => {
    const popup = window.open('about:blank', '_blank');
    setOpening(true);
    try {
      const data = await getMailSignUrl(userCode);
      if (popup) {
        popup.opener = null;
        popup.location.href = data;
      } else window.open(data, '_blank', 'noopener');
    } catch {
      popup?.close();
    } finally {
      setOpening(false);
    }
  };

  return (
    <UserCenterFrame
      title={t('userCenter.pages.mail')}
      extra={
        <Button type="primary" icon={<MailOutlined />} loading={opening} onClick={() => void open()}>
          {t('userCenter.mail.open')}
        </Button>
      }
    >
      <Card size="small" style={{ marginBottom: 16, maxWidth: 240 }}>
        <Statistic title={t('userCenter.mail.unread')} value={summary.data?.unread ?? 0} loading={summary.isLoading} prefix={<MailOutlined />} />
      </Card>
      <h3>{t('userCenter.mail.latest')}</h3>
      <List
        loading={summary.isLoading}
        dataSource={summary.data?.latest ?? []}
        locale={{ emptyText: listEmpty(summary, <Empty description={t('userCenter.mail.none')} />) }}
        renderItem={(mail) => (
          <List.Item>
            <List.Item.Meta title={mail.subject} description={mail.sender} />
            <span className="uc-muted">{formatTime(mail.receivedTime)}</span>
          </List.Item>
        )}
      />
    </UserCenterFrame>
  );
}
