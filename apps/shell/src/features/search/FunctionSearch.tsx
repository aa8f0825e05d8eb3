import { ClockCircleOutlined, CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { tenantKey } from '../../shared/query/keys.ts';
import { useSessionStore } from '../../shared/session/store.ts';
import { recentQueries, saveQuery, searchPath } from './api.ts';
import './function-search.css';

/** Longest query the server keeps (saveQueryRecord's queryKey). */
const MAX_QUERY = 100;

/**
 * Global function search (SPEC §1, §5): Enter with non-empty text searches the app centre's
 * functions and remembers the query; focusing shows the recent queries.
 */
export function FunctionSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const userCode = useSessionStore((s) => s.user?.username ?? '');
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [highlight, setHighlight] = useState(-1);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const historyKey = tenantKey('search', 'history', userCode);
  const { data: history = [] } = useQuery({ queryKey: historyKey, queryFn: () => recentQueries(userCode), enabled: open && userCode !== '' });

  const search = (value: string) => {
    const query = value.trim().slice(0, MAX_QUERY);
    if (!query) return;
    setText(query);
    setOpen(false);
    input.current?.blur();
    void navigate(searchPath(query));
    void saveQuery(userCode, query).then(() => queryClient.invalidateQueries({ queryKey: historyKey }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setHighlight((h) => (history.length === 0 ? -1 : (h + step + history.length) % history.length));
    } else if (event.key === 'Escape') {
      setOpen(false);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = open && highlight >= 0 ? history[highlight]?.queryKey : undefined;
      search(chosen ?? text);
    }
  };

  const showList = open && history.length > 0;
  return (
    <div className="portal-search" role="search">
      <label className="portal-search__box">
        <SearchOutlined className="portal-search__icon" aria-hidden />
        <input
          ref={input}
          type="text"
          className="portal-search__input"
          value={text}
          maxLength={MAX_QUERY}
          placeholder={t('search.placeholder')}
          aria-label={t('search.label')}
          role="combobox"
          aria-expanded={showList}
          aria-controls={listId}
          aria-autocomplete="list"
          enterKeyHint="search"
          onChange={(e) => {
            setText(e.target.value);
            setHighlight(-1);
          }}
          onFocus={() => setOpen(true)}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
        {text && (
          <button
            type="button"
            className="portal-search__clear"
            aria-label={t('search.clear')}
            // Kept from taking the focus, so the list stays open for a new query.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => {
              setText('');
              input.current?.focus();
            }}
          >
            <CloseCircleFilled />
          </button>
        )}
      </label>
      {showList && (
        <div className="portal-search__panel" id={listId} role="listbox" aria-label={t('search.recent')}>
          <div className="portal-search__title">{t('search.recent')}</div>
          {history.map((record, index) => (
            <div
              key={record.queryKey}
              role="option"
              aria-selected={index === highlight}
              className={`portal-search__option${index === highlight ? ' is-active' : ''}`}
              // Chosen on mouse down, before the input's blur closes the list.
              onMouseDown={(e) => {
                e.preventDefault();
                search(record.queryKey);
              }}
              onMouseEnter={() => setHighlight(index)}
            >
              <ClockCircleOutlined aria-hidden />
              <span>{record.queryKey}</span>
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
