import { SettingOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFeatureSlots } from '../../shared/slots/slots.tsx';
import { useSessionStore } from '../../shared/session/store.ts';
import { useFrameDialogs } from '../frame-dialogs.ts';
import { HelpLinks } from './header/HelpLinks.tsx';
import { LanguageMenu } from './header/LanguageMenu.tsx';
import { UnreadBell } from './header/UnreadBell.tsx';
import { UserMenu } from './header/UserMenu.tsx';

/** The right side of the top bar (SPEC §1): the features' buttons (search), help links, messages, language, settings, avatar. */
export function HeaderActions() {
  const { t } = useTranslation();
  const show = useFrameDialogs((s) => s.show);
  const { headerSlots, dialogs } = useFeatureSlots();
  // The ids of the buttons shown: a change of the session elsewhere renders nothing again.
  const shown = useSessionStore((s) => headerSlots.flatMap((slot) => (!slot.visible || slot.visible(s) ? [slot.id] : [])).join('\n')).split('\n');
  const hasSettings = dialogs.some((dialog) => dialog.id === 'settings');
  return (
    <div className="portal-header__actions">
      {headerSlots.map(({ id, component: Slot }) => shown.includes(id) && <Slot key={id} />)}
      <HelpLinks />
      <UnreadBell />
      <LanguageMenu />
      {hasSettings && (
        <Tooltip title={t('layout.header.settings')} placement="bottom">
          <button type="button" className="portal-action portal-settings-button" aria-label={t('layout.header.settings')} onClick={() => show('settings')}>
            <SettingOutlined className="portal-action__icon" />
          </button>
        </Tooltip>
      )}
      <UserMenu />
    </div>
  );
}
