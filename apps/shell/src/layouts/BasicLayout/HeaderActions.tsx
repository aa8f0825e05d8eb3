import { SettingOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { allows } from '@portal/contracts';
import { useSessionStore } from '../../shared/session/store.ts';
import { FunctionSearch } from '../../features/search/FunctionSearch.tsx';
import { useFrameDialogs } from '../frame-dialogs.ts';
import { HelpLinks } from './header/HelpLinks.tsx';
import { LanguageMenu } from './header/LanguageMenu.tsx';
import { UnreadBell } from './header/UnreadBell.tsx';
import { UserMenu } from './header/UserMenu.tsx';

/** The right side of the top bar (SPEC §1): search, help links, messages, language, settings, avatar. */
export function HeaderActions() {
  const { t } = useTranslation();
  const show = useFrameDialogs((s) => s.show);
  // Function search leads into the app centre: not offered to someone without it.
  const hasAppCenter = useSessionStore((s) => allows(s.permissions, 'app-center'));
  return (
    <div className="portal-header__actions">
      {hasAppCenter && <FunctionSearch />}
      <HelpLinks />
      <UnreadBell />
      <LanguageMenu />
      <Tooltip title={t('layout.header.settings')} placement="bottom">
        <button type="button" className="portal-action portal-settings-button" aria-label={t('layout.header.settings')} onClick={() => show('settings')}>
          <SettingOutlined className="portal-action__icon" />
        </button>
      </Tooltip>
      <UserMenu />
    </div>
  );
}
