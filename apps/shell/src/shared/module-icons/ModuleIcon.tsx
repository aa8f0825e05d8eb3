import {
  AppstoreOutlined,
  BankOutlined,
  BarChartOutlined,
  ControlOutlined,
  DatabaseOutlined,
  DeploymentUnitOutlined,
  EnvironmentOutlined,
  GlobalOutlined,
  LaptopOutlined,
  NotificationOutlined,
  ProjectOutlined,
  ShopOutlined,
  SolutionOutlined,
  TeamOutlined,
  UserOutlined,
} from '@ant-design/icons';
import type { CSSProperties, ComponentType } from 'react';
import './module-icon.css';

interface ModuleLook {
  Icon: ComponentType;
  /** Foreground and background of the module's badge (SPEC §3: each module has its colours). */
  color: string;
  background: string;
}

/** The module-code image map (SPEC §2, §3): one look per module of the module table. */
const MODULE_LOOKS: Record<string, ModuleLook> = {
  HR: { Icon: TeamOutlined, color: '#1677ff', background: '#e6f4ff' },
  BMS: { Icon: DeploymentUnitOutlined, color: '#13a8a8', background: '#e6fffb' },
  PMS: { Icon: ProjectOutlined, color: '#2f54eb', background: '#f0f5ff' },
  SRM: { Icon: ShopOutlined, color: '#fa8c16', background: '#fff7e6' },
  FOL: { Icon: BankOutlined, color: '#d4380d', background: '#fff2e8' },
  PBC: { Icon: ControlOutlined, color: '#531dab', background: '#f9f0ff' },
  ADMINS: { Icon: SolutionOutlined, color: '#08979c', background: '#e6fffb' },
  OFFICIAL: { Icon: GlobalOutlined, color: '#0958d9', background: '#e6f4ff' },
  BRAND: { Icon: NotificationOutlined, color: '#c41d7f', background: '#fff0f6' },
  REPORTS: { Icon: BarChartOutlined, color: '#389e0d', background: '#f6ffed' },
  WHS: { Icon: DatabaseOutlined, color: '#ad6800', background: '#fffbe6' },
  WPASS: { Icon: EnvironmentOutlined, color: '#1d39c4', background: '#f0f5ff' },
  WOS: { Icon: LaptopOutlined, color: '#0050b3', background: '#e6f4ff' },
  USERCENTER: { Icon: UserOutlined, color: '#7cb305', background: '#fcffe6' },
};

/** The default image for codes outside the module table. */
const DEFAULT_LOOK: ModuleLook = { Icon: AppstoreOutlined, color: '#595959', background: '#f5f5f5' };

export function moduleLook(moduleCode: string | null | undefined): ModuleLook {
  return (moduleCode && MODULE_LOOKS[moduleCode.toUpperCase()]) || DEFAULT_LOOK;
}

/** A module's badge: its icon on its colour, square with rounded corners. */
export function ModuleIcon({ moduleCode, size = 32 }: { moduleCode: string | null | undefined; size?: number }) {
  const { Icon, color, background } = moduleLook(moduleCode);
  return (
    <span
      className="portal-module-icon"
      data-module={moduleCode ?? ''}
      aria-hidden
      style={{ width: size, height: size, fontSize: Math.round(size * 0.55), color, '--module-tint': background } as CSSProperties}
    >
      <Icon />
    </span>
  );
}
