import { Button, Card, Result, Skeleton, Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DATE_TIME_FORMAT } from '../../../shared/constants.ts';
import { HttpError } from '../../../shared/http/index.ts';
import { useNewsDetail } from '../api.ts';
import { SafeHtml } from '../SafeHtml.tsx';
import '../home.css';

/** /home/detail?id=…: one news item, its body sanitised before display. */
export default function NewsDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { data, error, refetch } = useNewsDetail(params.get('id') ?? '');
  const missing = !params.get('id') || (error instanceof HttpError && error.status === 404);
  if (missing) return <Result status="404" title={t('home.news.notFound')} />;
  // Any other failure was told by the client's notice: the page offers to try again.
  if (error) return <Result status="warning" title={t('common.loadFailed')} extra={<Button onClick={() => void refetch()}>{t('common.retry')}</Button>} />;
  return (
    <Card className="home-page-card news-article">
      {!data ? (
        <Skeleton active paragraph={{ rows: 8 }} />
      ) : (
        <article>
          <h1 className="news-article__title">{data.title}</h1>
          <div className="news-article__meta">
            <Tag color="blue">{t(`home.news.types.${data.type}`)}</Tag>
            <span>{dayjs(data.publishedAt).format(DATE_TIME_FORMAT)}</span>
            <span>{t('home.news.author', { author: data.author })}</span>
          </div>
          <p className="news-article__summary">{data.summary}</p>
          <SafeHtml className="rich-text" html={data.body} />
        </article>
      )}
    </Card>
  );
}
