import { RightOutlined } from '@ant-design/icons';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches, useNavigate } from 'react-router';
import { allows } from '@portal/contracts';
import type { RouteHandle } from '../shared/routing/route-types.ts';
import { useSessionStore } from '../shared/session/store.ts';
import { itemListEntries } from '../shared/routing/menu.ts';
import { openEntry } from '../shared/routing/open-entry.ts';
import './item-list-page.css';

/** The page of an item-list menu entry (SPEC §2): its children as a list of items to open. */
export default function ItemListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const permissions = useSessionStore((s) => s.permissions);
  const handle = useMatches()
    .map((m) => m.handle as RouteHandle | undefined)
    .reverse()
    .find((h) => h?.route.menuType === 'item-list');
  const entries = useMemo(
    () => (handle ? itemListEntries(handle.route, handle.fullPath, (id) => allows(permissions, id)) : []),
    [handle, permissions],
  );
  const titleKey = handle?.route.titleKey;
  const introKey = titleKey ? (`${titleKey}Intro` as typeof titleKey) : undefined;

  return (
    <section className="portal-item-list">
      {titleKey && <h1 className="portal-item-list__title">{t(titleKey)}</h1>}
      {introKey && <p className="portal-item-list__intro">{t(introKey, { defaultValue: '' })}</p>}
      <ul className="portal-item-list__items">
        {entries.map((entry) => (
          <li key={entry.key}>
            <button type="button" className="portal-item-list__item" onClick={() => void openEntry(entry, navigate)}>
              <span className="portal-item-list__icon">{entry.icon}</span>
              <span className="portal-item-list__name">{t(entry.titleKey)}</span>
              <RightOutlined className="portal-item-list__go" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
