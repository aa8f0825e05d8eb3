import { Button, List, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MessageSetting } from '@portal/contracts';
import { shellEvents } from '../../../shared/events/shell-events.ts';
import { useDraft } from '../../../shared/forms/server-values.ts';
import { getMessageSettings, saveMessageSettings, useRead, useRefreshUserCenter } from '../api.ts';
import { UserCenterFrame } from '../components/UserCenterFrame.tsx';
import { useFeedback } from '../../../shared/feedback/feedback.ts';

/** 消息设置: which message types notify the user; saved on the server per user and tenant. */
export default function MessageSettingsPage() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const refresh = useRefreshUserCenter();
  const stored = useRead('message-settings', getMessageSettings);
  // Unsaved switches survive switching tabs; stored settings that change replace them.
  const [settings, setSettings] = useDraft<MessageSetting[]>(stored.data ?? []);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    try {
      await saveMessageSettings(settings);
      message.success(t('userCenter.common.saved'));
      // The bell counts only the types that notify.
      shellEvents.emit('messagesChanged', {});
      await refresh();
    } catch {
      // Shown by the client.
    } finally {
      setSaving(false);
    }
  };

  return (
    <UserCenterFrame
      title={t('userCenter.pages.messagesettings')}
      extra={
        <Button type="primary" loading={saving} onClick={() => void save()}>
          {t('userCenter.common.save')}
        </Button>
      }
    >
      <p className="uc-muted">{t('userCenter.messageSettings.intro')}</p>
      <List
        loading={stored.isLoading}
        dataSource={settings}
        style={{ maxWidth: 640 }}
        renderItem={(s) => (
          <List.Item
            actions={[
              <Switch
                key="switch"
                aria-label={t(`userCenter.message.types.${s.type}`)}
                data-testid={`notify-${s.type}`}
                checked={s.enabled}
                onChange={(enabled) => setSettings((all) => all.map((x) => (x.type === s.type ? { ...x, enabled } : x)))}
              />,
            ]}
          >
            <List.Item.Meta title={t(`userCenter.message.types.${s.type}`)} description={t(`userCenter.messageSettings.types.${s.type}`)} />
          </List.Item>
        )}
      />
    </UserCenterFrame>
  );
}
