import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { tabTitle } from '../../shared/tabs/tab-title.ts';
import { useTabsStore } from '../../shared/tabs/tabs-store.ts';

/** The browser tab reads `{page} - 协同办公平台`, in the current language, for the active tab. */
export function useDocumentTitle(): void {
  const { t, i18n } = useTranslation();
  const active = useTabsStore((s) => s.tabs.find((tab) => tab.key === s.activeKey));
  const page = active ? tabTitle(active, t) : '';
  const product = t('common.productTitle');
  useEffect(() => {
    document.title = page ? `${page} - ${product}` : product;
  }, [page, product, i18n.language]);
}
