import { StarFilled, StarOutlined } from '@ant-design/icons';
import type { Resource } from '@portal/contracts';
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { ModuleIcon } from '../../shared/module-icons/ModuleIcon.tsx';
import { Highlight } from './Highlight.tsx';

const TYPE_KEYS = { 1: 'menu', 2: 'service', 3: 'view' } as const;

interface Props {
  resource: Resource;
  starred: boolean;
  /** The app's name, shown in search results. */
  appName?: string | undefined;
  onOpen: () => void;
  onStar: (on: boolean) => void;
}

/** A function of an app: opens it in a tab; its star adds or removes it from frequently used. */
export function FunctionCard({ resource, starred, appName, onOpen, onStar }: Props) {
  const { t } = useTranslation();
  const highlight = resource.highlight;
  const starLabel = starred ? t('appCenter.removeCommon') : t('appCenter.addCommon');
  return (
    <div className="ac-card" data-resource={resource.resourceCode}>
      <button type="button" className="ac-card__open" onClick={onOpen}>
        <ModuleIcon moduleCode={resource.moduleCode} size={36} />
        <span className="ac-card__text">
          <span className="ac-card__name">
            <Highlight text={resource.resourceName} range={highlight?.field === 'resourceName' ? highlight : undefined} />
          </span>
          <span className="ac-card__meta">
            {appName !== undefined && (
              <span className="ac-card__app">
                <Highlight text={appName} range={highlight?.field === 'appName' ? highlight : undefined} />
                {' · '}
              </span>
            )}
            {t(`appCenter.types.${TYPE_KEYS[resource.resourceType]}`)}
          </span>
        </span>
      </button>
      <Tooltip title={starLabel}>
        <button type="button" className="ac-card__star" aria-pressed={starred} aria-label={starLabel} onClick={() => onStar(!starred)}>
          {starred ? <StarFilled /> : <StarOutlined />}
        </button>
      </Tooltip>
    </div>
  );
}
