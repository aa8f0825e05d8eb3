import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { FeatureComponent } from '../../shared/slots/slots.tsx';

/** The avatar menu's password change (SPEC §5), with the form the account feature supplies. */
export default function PasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onCancel={onClose} footer={null} title={t('account.password.title')} width={460} destroyOnHidden>
      <FeatureComponent name="passwordForm" onDone={onClose} />
    </Modal>
  );
}
