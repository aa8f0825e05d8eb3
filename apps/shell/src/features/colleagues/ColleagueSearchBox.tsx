import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { COLLEAGUE_SEARCH_MAX } from '../../shared/constants.ts';

interface Props {
  value: string;
  onChange: (value: string) => void;
  onSearch: () => void;
}

/** The find-colleague input, focused when shown (at most 30 characters; Enter searches). */
export default function ColleagueSearchBox({ value, onChange, onSearch }: Props) {
  const { t } = useTranslation();
  return (
    <Input
      autoFocus
      className="colleague-search__input"
      aria-label={t('colleagues.find')}
      placeholder={t('colleagues.placeholder')}
      maxLength={COLLEAGUE_SEARCH_MAX}
      prefix={<SearchOutlined />}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      onPressEnter={onSearch}
      allowClear
    />
  );
}
