import { Button, Descriptions, Drawer, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getTask, getTaskProcessName, handleTask, useRead, useRefreshUserCenter } from '../api.ts';
import { formatTime } from './format.ts';
import { StatusTag } from './StatusTag.tsx';
import { Access } from '../../../shared/access/access.tsx';
import { useFeedback } from '../../../shared/feedback/feedback.ts';

/** A task opened: its process (getnamefortask), details and, while pending, approve / reject with a comment. */
export function TaskDrawer({ taskId, onClose }: { taskId: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const refresh = useRefreshUserCenter();
  const [comment, setComment] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const detail = useRead('task', () => getTask(taskId ?? ''), [taskId], Boolean(taskId));
  const processName = useRead('task-process', () => getTaskProcessName(taskId ?? ''), [taskId], Boolean(taskId));
  const task = taskId ? detail.data : undefined;

  const decide = async (result: 'approved' | 'rejected') => {
    if (!task) return;
    if (result === 'rejected' && !comment.trim()) {
      setError(t('userCenter.tasks.commentRequired'));
      return;
    }
    setBusy(true);
    try {
      await handleTask({ taskId: task.id, result, comment: comment.trim() });
      message.success(t(result === 'approved' ? 'userCenter.tasks.approvedOk' : 'userCenter.tasks.rejectedOk'));
      setComment('');
      setError('');
      await refresh();
      onClose();
    } catch {
      // The client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };

  const form = task ? Object.entries(task.form) : [];
  return (
    <Drawer open={Boolean(taskId)} onClose={onClose} title={t('userCenter.tasks.detail')} size="large" destroyOnHidden>
      {task && (
        <>
          <Descriptions column={1} bordered size="small" styles={{ label: { width: 120 } }}>
            <Descriptions.Item label={t('userCenter.common.title')}>{task.title}</Descriptions.Item>
            <Descriptions.Item label={t('userCenter.common.process')}>{processName.data ?? task.processName}</Descriptions.Item>
            <Descriptions.Item label={t('userCenter.common.node')}>{task.nodeName}</Descriptions.Item>
            <Descriptions.Item label={t('userCenter.common.initiator')}>{task.initiatorName}</Descriptions.Item>
            <Descriptions.Item label={t('userCenter.common.createTime')}>{formatTime(task.createTime)}</Descriptions.Item>
            <Descriptions.Item label={t('userCenter.common.status')}>
              <StatusTag status={task.status} />
            </Descriptions.Item>
            {task.comment ? <Descriptions.Item label={t('userCenter.common.comment')}>{task.comment}</Descriptions.Item> : null}
            {form.map(([key, value]) => (
              <Descriptions.Item key={key} label={t('userCenter.tasks.form')}>
                {String(value)}
              </Descriptions.Item>
            ))}
          </Descriptions>
          {task.status === 'pending' && (
            <Access action="edit">
              <Form layout="vertical" style={{ marginTop: 20 }}>
                <Form.Item label={t('userCenter.common.comment')} validateStatus={error ? 'error' : undefined} help={error || undefined}>
                  <Input.TextArea
                    rows={3}
                    maxLength={500}
                    showCount
                    value={comment}
                    placeholder={t('userCenter.tasks.commentPlaceholder')}
                    onChange={(e) => {
                      setComment(e.target.value);
                      setError('');
                    }}
                  />
                </Form.Item>
                <Space>
                  <Button type="primary" loading={busy} onClick={() => void decide('approved')}>
                    {t('userCenter.tasks.approve')}
                  </Button>
                  <Button danger loading={busy} onClick={() => void decide('rejected')}>
                    {t('userCenter.tasks.reject')}
                  </Button>
                </Space>
              </Form>
            </Access>
          )}
        </>
      )}
    </Drawer>
  );
}
