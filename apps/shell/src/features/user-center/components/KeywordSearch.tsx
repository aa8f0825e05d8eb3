import { Input } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The keyword box of a list's toolbar: searches on Enter or the button, trimmed; clearing it
 * searches for everything again.
 */
export function KeywordSearch({ onSearch, width = 280 }: { onSearch: (keyword: string) => void; width?: number }) {
  const { t } = useTranslation();
  return <Input.Search allowClear placeholder={t('userCenter.common.search')} style={{ maxWidth: width }} onSearch={(value) => onSearch(value.trim())} />;
}
