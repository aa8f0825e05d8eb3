import { Card, List, Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { NEWS_TYPES, type NewsType } from '@portal/contracts';
import { DATE_TIME_FORMAT } from '../../../shared/constants.ts';
import { useNewsPage } from '../api.ts';
import { openNewsDetail } from '../news-window.ts';
import '../home.css';
import { listEmpty } from '../../../shared/components/LoadFailed.tsx';

const PAGE_SIZE = 10;
const isNewsType = (value: string | null): value is NewsType => (NEWS_TYPES as readonly (string | null)[]).includes(value);

/** /home/list?title=…&type=… (资讯盒子): one category of news, paged. */
export default function NewsListPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const typeParam = params.get('type');
  const type: NewsType = isNewsType(typeParam) ? typeParam : 'news';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const news = useNewsPage(type, page, PAGE_SIZE);
  const { data, isFetching } = news;
  const title = params.get('title') || t(`home.news.types.${type}`);
  return (
    <Card className="home-page-card" title={<h1 className="home-page-card__title">{title}</h1>} extra={data && t('home.news.total', { count: data.total })}>
      <List
        loading={isFetching && !data}
        dataSource={data?.data ?? []}
        locale={{ emptyText: listEmpty(news, t('home.news.empty')) }}
        pagination={{
          current: page,
          pageSize: PAGE_SIZE,
          total: data?.total ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: (next) => setParams((current) => ({ ...Object.fromEntries(current), page: String(next) })),
        }}
        renderItem={(item) => (
          <List.Item key={item.id} className="news-row" onClick={() => openNewsDetail(item.id)}>
            <List.Item.Meta
              title={
                <button type="button" className="news-row__title">
                  {item.pinned && <Tag color="red">{t('home.news.pinned')}</Tag>}
                  {item.title}
                </button>
              }
              description={item.summary}
            />
            <div className="news-row__meta">
              <span>{item.author}</span>
              <span>{dayjs(item.publishedAt).format(DATE_TIME_FORMAT)}</span>
            </div>
          </List.Item>
        )}
      />
    </Card>
  );
}
