import { CustomerServiceOutlined, FormOutlined, SolutionOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TICKET_WINDOW } from '../../../shared/constants.ts';

/** Where the consultation links lead: the HR and administration guides of the home page. */
export const CONSULTATION_PATHS = { hr: '/home/hrguide', admin: '/home/adminguide' } as const;

/** Opens the ticket form in its pop-up window (SPEC §2: 1100×500, problem feedback), centred on the portal. */
export function openTicketWindow(): void {
  const { width, height, path } = TICKET_WINDOW;
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2));
  window.open(path, 'problem_feedback', `popup=yes,width=${width},height=${height},left=${left},top=${top}`);
}

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
