import { CheckOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Divider, Drawer, Select, Switch, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LAYOUT_MODES, NAV_THEMES, PRIMARY_COLORS, type LayoutSettings } from '../../shared/settings/settings.ts';
import { useSettingsStore } from '../../shared/settings/store.ts';
import './settings-drawer.css';

function Row({ label, children, hint }: { label: string; children: ReactNode; hint?: string }) {
  return (
    <div className="portal-setting-row">
      <span className="portal-setting-row__label">
        {label}
        {hint && <span className="portal-setting-row__hint">{hint}</span>}
      </span>
      {children}
    </div>
  );
}

/** A small picture of a layout choice, like Ant Design Pro's setting drawer. */
function BlockChoice({ kind, value, checked, label, onChoose }: { kind: string; value: string; checked: boolean; label: string; onChoose: () => void }) {
  return (
    <Tooltip title={label}>
      <button
        type="button"
        className={`portal-block portal-block--${kind}-${value}${checked ? ' is-checked' : ''}`}
        aria-label={label}
        aria-pressed={checked}
        data-setting={`${kind}:${value}`}
        onClick={onChoose}
      >
        <span className="portal-block__sider" />
        <span className="portal-block__header" />
        {checked && <CheckOutlined className="portal-block__check" />}
      </button>
    </Tooltip>
  );
}

/** Layout settings (SPEC §2), persisted under the SPEC §3 keys; every switch changes the frame at once. */
export default function SettingsDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const settings = useSettingsStore((s) => s.settings);
  const isMobile = useSettingsStore((s) => s.isMobile);
  const change = useSettingsStore((s) => s.change);
  const reset = useSettingsStore((s) => s.reset);
  const toggle = (name: keyof LayoutSettings, label: string, disabled = false, hint?: string) => (
    <Row label={label} hint={hint}>
      <Switch
        size="small"
        checked={settings[name] === true}
        disabled={disabled}
        aria-label={label}
        data-setting={name}
        onChange={(checked) => change({ [name]: checked })}
      />
    </Row>
  );

  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={t('settings.title')}
      size={320}
      className="portal-settings"
      extra={
        <Button size="small" icon={<ReloadOutlined />} onClick={reset} data-setting="reset">
          {t('settings.reset')}
        </Button>
      }
    >
      <h3 className="portal-settings__heading">{t('settings.navTheme')}</h3>
      <div className="portal-settings__blocks">
        {NAV_THEMES.map((theme) => (
          <BlockChoice
            key={theme}
            kind="theme"
            value={theme}
            checked={settings.navTheme === theme}
            label={t(`settings.themes.${theme}`)}
            onChoose={() => change({ navTheme: theme })}
          />
        ))}
      </div>

      <h3 className="portal-settings__heading">{t('settings.color')}</h3>
      <div className="portal-settings__colors" role="radiogroup" aria-label={t('settings.color')}>
        {PRIMARY_COLORS.map(({ key, color }) => (
          <Tooltip key={key} title={t(`settings.colors.${key}`)}>
            <button
              type="button"
              role="radio"
              aria-checked={settings.color === color}
              aria-label={t(`settings.colors.${key}`)}
              className="portal-settings__color"
              style={{ background: color }}
              data-setting={`color:${key}`}
              onClick={() => change({ color })}
            >
              {settings.color === color && <CheckOutlined />}
            </button>
          </Tooltip>
        ))}
      </div>

      <Divider />
      <h3 className="portal-settings__heading">{t('settings.layout')}</h3>
      <div className="portal-settings__blocks">
        {LAYOUT_MODES.map((mode) => (
          <BlockChoice
            key={mode}
            kind="layout"
            value={mode}
            checked={settings.layout === mode}
            label={t(`settings.layouts.${mode}`)}
            onChoose={() => change({ layout: mode })}
          />
        ))}
      </div>
      <Row label={t('settings.contentWidth')} hint={settings.layout === 'sidemenu' ? t('settings.fluidOnly') : undefined}>
        <Select
          size="small"
          style={{ width: 96 }}
          value={isMobile ? 'Fluid' : settings.contentWidth}
          disabled={isMobile}
          aria-label={t('settings.contentWidth')}
          data-setting="contentWidth"
          onChange={(value) => change({ contentWidth: value })}
          options={[
            { value: 'Fluid', label: t('settings.widths.Fluid') },
            { value: 'Fixed', label: t('settings.widths.Fixed'), disabled: settings.layout === 'sidemenu' },
          ]}
        />
      </Row>
      {toggle('fixedHeader', t('settings.fixedHeader'))}
      {toggle('autoHideHeader', t('settings.autoHideHeader'), !settings.fixedHeader, !settings.fixedHeader ? t('settings.needsFixedHeader') : undefined)}
      {toggle('fixedSidebar', t('settings.fixedSidebar'), settings.layout === 'topmenu', settings.layout === 'topmenu' ? t('settings.noSider') : undefined)}

      <Divider />
      <h3 className="portal-settings__heading">{t('settings.other')}</h3>
      {toggle('weak', t('settings.weak'))}
      {toggle('multiTab', t('settings.multiTab'))}
    </Drawer>
  );
}
