import { TeamOutlined } from '@ant-design/icons';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useColleagueSearchVisible } from './api.ts';
import './colleagues.css';

// The input (antd's Input, with the form context it brings) shows only once the toggle is
// pressed: it comes with what the home page loads after its first paint (vite.config.ts FIRST_PAGE_LATER).
const ColleagueSearchBox = lazy(() => import('./ColleagueSearchBox.tsx'));

/** Find colleague (SPEC §1, §2, §5): a toggled input of at most 30 characters; Enter opens the address book. */
export function ColleagueSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: visible } = useColleagueSearchVisible();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  if (!visible) return null;

  const search = () => {
    const sign = text.trim();
    if (!sign) return;
    void navigate(`/address-list?sign=${encodeURIComponent(sign)}`);
  };
  return (
    <div className={`colleague-search${open ? ' is-open' : ''}`} data-testid="colleague-search">
      {open && (
        <Suspense fallback={null}>
          <ColleagueSearchBox value={text} onChange={setText} onSearch={search} />
        </Suspense>
      )}
      <button type="button" className="colleague-search__toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
        <TeamOutlined /> {t('colleagues.find')}
      </button>
    </div>
  );
}
