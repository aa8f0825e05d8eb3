import { CheckOutlined, GlobalOutlined } from '@ant-design/icons';
import { Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, LANGUAGE_LABELS, useLanguageStore } from '../../../shared/i18n/index.ts';
import { useSwitchLanguage } from './useSwitchLanguage.ts';

/** The top bar's language switcher (SPEC §1: four languages, loaded on demand). */
export function LanguageMenu() {
  const { t } = useTranslation();
  const language = useLanguageStore((s) => s.language);
  const switchTo = useSwitchLanguage();
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        selectedKeys: [language],
        items: LANGUAGES.map((lang) => ({
          key: lang,
          label: <span lang={lang}>{LANGUAGE_LABELS[lang]}</span>,
          extra: lang === language ? <CheckOutlined /> : undefined,
        })),
        onClick: ({ key }) => void switchTo(key as (typeof LANGUAGES)[number]),
      }}
    >
      <button type="button" className="portal-action" aria-label={t('layout.header.language')} data-testid="language-menu">
        <GlobalOutlined className="portal-action__icon" />
      </button>
    </Dropdown>
  );
}
