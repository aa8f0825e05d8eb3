import { CalendarOutlined, EnvironmentOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { Card, Empty, List, Pagination, Segmented, Space, Spin } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { queryMeetings, usePagedList } from '../api.ts';
import { UserCenterFrame } from '../components/UserCenterFrame.tsx';
import { listEmpty } from '../../../shared/components/LoadFailed.tsx';
import { useListFilter, usePaging } from '../../../shared/components/usePaging.ts';

/** 我的会议: upcoming meetings (soonest first) and past ones (latest first). */
export default function MeetingPage() {
  const { t } = useTranslation();
  const paging = usePaging();
  const [when, setWhen] = useListFilter<'upcoming' | 'past'>(paging, 'upcoming');
  const list = usePagedList('meetings', queryMeetings, { when, pageIndex: paging.pageIndex, pageSize: paging.pageSize });
  const rows = list.data?.data ?? [];

  return (
    <UserCenterFrame title={t('userCenter.pages.meeting')}>
      <div className="uc-toolbar">
        <Segmented<'upcoming' | 'past'>
          value={when}
          onChange={setWhen}
          options={[
            { value: 'upcoming', label: t('userCenter.meeting.upcoming') },
            { value: 'past', label: t('userCenter.meeting.past') },
          ]}
        />
      </div>
      <Spin spinning={list.isFetching}>
        {rows.length === 0 && !list.isFetching ? (
          listEmpty(list, <Empty description={t('userCenter.common.empty')} />)
        ) : (
          <List
            grid={{ gutter: 16, xs: 1, sm: 1, md: 2, xl: 3 }}
            dataSource={rows}
            renderItem={(m) => (
              <List.Item>
                <Card size="small" title={m.title} className="uc-meeting" data-testid="meeting-card">
                  <Space direction="vertical" size={4} className="uc-muted">
                    <span>
                      <CalendarOutlined /> {dayjs(m.startTime).format('YYYY-MM-DD HH:mm')} – {dayjs(m.endTime).format('HH:mm')}
                    </span>
                    <span>
                      <EnvironmentOutlined /> {m.room}
                    </span>
                    <span>
                      <UserOutlined /> {t('userCenter.meeting.organizer')}：{m.organizerName}
                    </span>
                    <span>
                      <TeamOutlined /> {t('userCenter.meeting.attendees', { count: m.attendees })}
                    </span>
                  </Space>
                </Card>
              </List.Item>
            )}
          />
        )}
      </Spin>
      {(list.data?.total ?? 0) > paging.pageSize && <Pagination {...paging.pagination(list.data?.total)} align="end" />}
    </UserCenterFrame>
  );
}
