import { PhoneOutlined } from '@ant-design/icons';
import { Anchor, Button, Card, Result, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { GUIDE_CODES, type GuideCode } from '@portal/contracts';
import { useGuide } from '../api.ts';
import { SafeHtml } from '../SafeHtml.tsx';
import { GUIDE_LOOKS } from '../widgets/GuideBoard.tsx';
import '../home.css';

const codeOf = (pathname: string): GuideCode => {
  const last = pathname.split('/').filter(Boolean).at(-1);
  return (GUIDE_CODES as readonly string[]).includes(last ?? '') ? (last as GuideCode) : 'hrguide';
};

/** /home/{adminguide|hrguide|financialguide|itguide|brandguide}: a guide with its sections and contact. */
export default function GuidePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const code = codeOf(useLocation().pathname);
  const { data: guide, isError, refetch } = useGuide(code);
  const look = GUIDE_LOOKS[code];
  return (
    <div className="guide-page">
      <Card className="guide-page__hero">
        <span className="guide-page__icon" style={{ color: look.color, background: `${look.color}14` }}>
          {look.icon}
        </span>
        <div>
          <h1 className="guide-page__title">{guide?.title ?? t(look.titleKey)}</h1>
          <p className="guide-page__intro">{guide?.intro}</p>
          {guide && (
            <p className="guide-page__contact">
              <PhoneOutlined /> {t('home.guideBoard.contact')}：{guide.contact}
            </p>
          )}
        </div>
      </Card>
      <div className="guide-page__body">
        <div className="guide-page__sections">
          {/* A failure was told by the client's notice: the page offers to try again instead of loading forever. */}
          {!guide && (isError ? <Result status="warning" title={t('common.loadFailed')} extra={<Button onClick={() => void refetch()}>{t('common.retry')}</Button>} /> : <Skeleton active paragraph={{ rows: 10 }} />)}
          {guide?.sections.map((section, i) => (
            <Card key={section.title} id={`${code}-s${i}`} title={section.title} className="guide-page__section">
              <SafeHtml className="rich-text" html={section.body} />
            </Card>
          ))}
        </div>
        <aside className="guide-page__aside">
          {guide && (
            <Anchor
              affix={false}
              getContainer={() => document.querySelector<HTMLElement>('[data-testid="portal-content"]') ?? window}
              items={guide.sections.map((s, i) => ({ key: String(i), href: `#${code}-s${i}`, title: s.title }))}
            />
          )}
          <ul className="guide-page__others">
            {GUIDE_CODES.filter((other) => other !== code).map((other) => (
              <li key={other}>
                <button type="button" onClick={() => navigate(`/home/${other}`)}>
                  <span style={{ color: GUIDE_LOOKS[other].color }}>{GUIDE_LOOKS[other].icon}</span> {t(GUIDE_LOOKS[other].titleKey)}
                </button>
              </li>
            ))}
          </ul>
        </aside>
      </div>
    </div>
  );
}
