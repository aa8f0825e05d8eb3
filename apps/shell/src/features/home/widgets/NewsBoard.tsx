import { Empty, Skeleton, Tabs, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { NEWS_TYPES, type NewsItem, type NewsType } from '@portal/contracts';
import { useLatestNews } from '../api.ts';
import { newsListPath, openNewsDetail } from '../news-window.ts';
import { LoadFailed } from '../../../shared/components/LoadFailed.tsx';

function NewsRows({ type, items }: { type: NewsType; items: NewsItem[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.news.empty')} />;
  return (
    <ul className="home-news__list" data-news-type={type}>
      {items.map((item) => (
        <li key={item.id}>
          <button type="button" className="home-news__item" onClick={() => openNewsDetail(item.id)}>
            {item.pinned && <Tag color="red">{t('home.news.pinned')}</Tag>}
            <span className="home-news__title">{item.title}</span>
            <span className="home-news__date">{dayjs(item.publishedAt).format('MM-DD')}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}

/** News in four categories: the latest items of each, "more" to the paged list (SPEC §1, §2). */
export function NewsBoard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const news = useLatestNews();
  const { data } = news;
  const [active, setActive] = useState<NewsType>('news');
  const title = t(`home.news.types.${active}`);
  return (
    <section className="home-card home-news">
      <div className="home-card__head">
        <h2 className="home-card__title">{t('home.news.title')}</h2>
        <button type="button" className="home-card__more" data-testid="news-more" onClick={() => navigate(newsListPath(title, active))}>
          {t('home.news.more')}
        </button>
      </div>
      {!data ? (
        news.isError ? <LoadFailed onRetry={news.refetch} /> : <Skeleton active />
      ) : (
        <Tabs
          activeKey={active}
          onChange={(key) => setActive(key as NewsType)}
          items={NEWS_TYPES.map((type) => ({ key: type, label: t(`home.news.types.${type}`), children: <NewsRows type={type} items={data[type]} /> }))}
        />
      )}
    </section>
  );
}
