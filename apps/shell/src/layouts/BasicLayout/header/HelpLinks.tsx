import { CustomerServiceOutlined, FormOutlined, SolutionOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CONSULTATION_PATHS, openTicketWindow } from '../../../shared/routing/help.ts';

/** HR consultation, administrative consultation and submit-a-ticket (SPEC §1). */
export function HelpLinks() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const links = [
    { key: 'hr', icon: <SolutionOutlined />, label: t('layout.header.hrConsult'), onClick: () => navigate(CONSULTATION_PATHS.hr) },
    { key: 'admin', icon: <CustomerServiceOutlined />, label: t('layout.header.adminConsult'), onClick: () => navigate(CONSULTATION_PATHS.admin) },
    { key: 'ticket', icon: <FormOutlined />, label: t('layout.header.ticket'), onClick: openTicketWindow },
  ];
  return (
    <>
      {links.map((link) => (
        <Tooltip key={link.key} title={link.label} placement="bottom" classNames={{ root: 'portal-help-tip' }}>
          <button type="button" className="portal-action portal-help-link" data-help={link.key} onClick={link.onClick}>
            {link.icon}
            <span className="portal-help-link__text">{link.label}</span>
          </button>
        </Tooltip>
      ))}
    </>
  );
}
