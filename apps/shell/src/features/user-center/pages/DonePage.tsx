import { useTranslation } from 'react-i18next';
import { TaskList } from '../components/TaskList.tsx';
import { UserCenterFrame } from '../components/UserCenterFrame.tsx';

export default function DonePage() {
  const { t } = useTranslation();
  return (
    <UserCenterFrame title={t('userCenter.pages.done')}>
      <TaskList state="done" />
    </UserCenterFrame>
  );
}
