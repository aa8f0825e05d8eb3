import { Card, Col, List, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { UserCenterSummary } from '@portal/contracts';
import { useSessionStore } from '../../../shared/session/store.ts';
import { getSummary, useRead } from '../api.ts';
import { formatTime } from '../components/format.ts';
import { StatusTag } from '../components/StatusTag.tsx';
import { UserCenterFrame } from '../components/UserCenterFrame.tsx';
import { listEmpty } from '../../../shared/components/LoadFailed.tsx';

type Figure = { key: keyof Omit<UserCenterSummary, 'recentTasks'>; label: 'todo' | 'toread' | 'apply' | 'done' | 'draft' | 'messages' | 'meetings' | 'reviews'; to: string };

const FIGURES: Figure[] = [
  { key: 'todo', label: 'todo', to: '/user-center/todouser' },
  { key: 'toread', label: 'toread', to: '/user-center/todoread' },
  { key: 'apply', label: 'apply', to: '/user-center/apply' },
  { key: 'done', label: 'done', to: '/user-center/done' },
  { key: 'draft', label: 'draft', to: '/user-center/draft' },
  { key: 'unreadMessages', label: 'messages', to: '/user-center/message' },
  { key: 'upcomingMeetings', label: 'meetings', to: '/user-center/meeting' },
  { key: 'reportsToReview', label: 'reviews', to: '/user-center/work-report-approval' },
];

/** 首页 of the personal centre: the counts of every work item and the latest to-dos. */
export default function OverviewPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const name = useSessionStore((s) => s.user?.realName ?? '');
  const summary = useRead('summary', getSummary);

  return (
    <UserCenterFrame title={t('userCenter.overview.greeting', { name })}>
      <Row gutter={[16, 16]} className="uc-stats">
        {FIGURES.map((f) => (
          <Col key={f.key} xs={12} sm={12} md={6}>
            <Card size="small" hoverable className="uc-stat" onClick={() => navigate(f.to)} data-testid={`figure-${f.key}`}>
              <Statistic title={t(`userCenter.overview.${f.label}`)} value={summary.data?.[f.key] ?? 0} loading={summary.isLoading} />
            </Card>
          </Col>
        ))}
      </Row>
      <Card size="small" title={t('userCenter.overview.recent')} extra={<Link to="/user-center/todouser">{t('userCenter.overview.more')}</Link>}>
        <List
          loading={summary.isLoading}
          dataSource={summary.data?.recentTasks ?? []}
          locale={{ emptyText: listEmpty(summary, t('userCenter.common.empty')) }}
          renderItem={(task) => (
            <List.Item extra={<StatusTag status={task.status} />}>
              <List.Item.Meta title={task.title} description={`${task.initiatorName} · ${task.nodeName} · ${formatTime(task.createTime)}`} />
            </List.Item>
          )}
        />
      </Card>
    </UserCenterFrame>
  );
}
