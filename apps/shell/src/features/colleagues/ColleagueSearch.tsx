import { SearchOutlined, TeamOutlined } from '@ant-design/icons';
import { Input, type InputRef } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { COLLEAGUE_SEARCH_MAX } from '../../shared/constants.ts';
import { useColleagueSearchVisible } from './api.ts';
import './colleagues.css';

/** Find colleague (SPEC §1, §2, §5): a toggled input of at most 30 characters; Enter opens the address book. */
export function ColleagueSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: visible } = useColleagueSearchVisible();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const input = useRef<InputRef>(null);
  useEffect(() => {
    if (open) input.current?.focus();
  }, [open]);
  if (!visible) return null;

  const search = () => {
    const sign = text.trim();
    if (!sign) return;
    navigate(`/address-list?sign=${encodeURIComponent(sign)}`);
  };
  return (
    <div className={`colleague-search${open ? ' is-open' : ''}`} data-testid="colleague-search">
      {open && (
        <Input
          ref={input}
          className="colleague-search__input"
          aria-label={t('colleagues.find')}
          placeholder={t('colleagues.placeholder')}
          maxLength={COLLEAGUE_SEARCH_MAX}
          prefix={<SearchOutlined />}
          value={text}
          onChange={(e) => setText(e.target.value)}
          onPressEnter={search}
          allowClear
        />
      )}
      <button type="button" className="colleague-search__toggle" aria-expanded={open} onClick={() => setOpen(!open)}>
        <TeamOutlined /> {t('colleagues.find')}
      </button>
    </div>
  );
}
