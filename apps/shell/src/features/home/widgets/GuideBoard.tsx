import { BankOutlined, CustomerServiceOutlined, LaptopOutlined, NotificationOutlined, SolutionOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { GUIDE_CODES, type GuideCode } from '@portal/contracts';

export const GUIDE_LOOKS: Record<GuideCode, { icon: React.ReactNode; titleKey: `home.guides.${'admin' | 'hr' | 'financial' | 'it' | 'brand'}`; color: string }> = {
  hrguide: { icon: <SolutionOutlined />, titleKey: 'home.guides.hr', color: '#1677ff' },
  adminguide: { icon: <CustomerServiceOutlined />, titleKey: 'home.guides.admin', color: '#13a8a8' },
  financialguide: { icon: <BankOutlined />, titleKey: 'home.guides.financial', color: '#fa8c16' },
  itguide: { icon: <LaptopOutlined />, titleKey: 'home.guides.it', color: '#2f54eb' },
  brandguide: { icon: <NotificationOutlined />, titleKey: 'home.guides.brand', color: '#c41d7f' },
};

/** Guides for admin, HR, finance, IT and brand marketing (SPEC §1). */
export function GuideBoard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <section className="home-card home-guides">
      <div className="home-card__head">
        <h2 className="home-card__title">{t('home.guideBoard.title')}</h2>
      </div>
      <ul className="home-guides__list">
        {GUIDE_CODES.map((code) => (
          <li key={code}>
            <button type="button" className="home-guides__item" data-guide={code} onClick={() => navigate(`/home/${code}`)}>
              <span className="home-guides__icon" style={{ color: GUIDE_LOOKS[code].color, background: `${GUIDE_LOOKS[code].color}14` }}>
                {GUIDE_LOOKS[code].icon}
              </span>
              <span className="home-guides__text">
                <span className="home-guides__name">{t(GUIDE_LOOKS[code].titleKey)}</span>
                <span className="home-guides__intro">{t(`home.guideBoard.intro.${code}`)}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
