import { Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { PasswordForm } from '../../features/account/PasswordForm.tsx';

/** The avatar menu's password change (SPEC §5), with the shared form. */
export default function PasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onCancel={onClose} footer={null} title={t('account.password.title')} width={460} destroyOnHidden>
      <PasswordForm onDone={onClose} />
    </Modal>
  );
}
