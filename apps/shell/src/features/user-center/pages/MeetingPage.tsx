import { CalendarOutlined, EnvironmentOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { Card, Empty, List, Pagination, Segmented, Space, Spin } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MeetingItem } from '@portal/contracts';
import { UC_PATHS, usePagedList } from '../api.ts';
import { UserCenterFrame } from '../components/UserCenterFrame.tsx';
import { usePaging } from '../components/usePaging.ts';
import { listEmpty } from '../../../shared/components/LoadFailed.tsx';

/** 我的会议: upcoming meetings (soonest first) and past ones (latest first). */
export default function MeetingPage() {
  const { t } = useTranslation();
  const [when, setWhen] = useState<'upcoming' | 'past'>('upcoming');
  const paging = usePaging();
  const list = usePagedList<MeetingItem>('meetings', UC_PATHS.meetingQuery, { when, pageIndex: paging.pageIndex, pageSize: paging.pageSize });
  const rows = list.data?.data ?? [];

  return (
    <UserCenterFrame title={t('userCenter.pages.meeting')}>
      <div className="uc-toolbar">
        <Segmented<'upcoming' | 'past'>
          value={when}
          onChange={(value) => {
            setWhen(value);
            paging.reset();
          }}
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
