import { Button, Form, Input } from 'antd';
import md5 from 'md5';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_RULE } from '@portal/contracts';
import { useSessionStore } from '../../shared/session/store.ts';
import { passwordRefusal, updatePassword } from './api.ts';
import { useFeedback } from '../../shared/feedback/feedback.ts';

interface PasswordValues {
  oldPassWord: string;
  newPassWord: string;
  againPassWord: string;
}

/**
 * Password change (SPEC §3 form, §5 rules and messages, §7 call: id, password, newPassword,
 * both md5-hashed). Used by the avatar menu's dialog and the security settings page.
 */
export function PasswordForm({ onDone }: { onDone?: () => void }) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [form] = Form.useForm<PasswordValues>();
  const [saving, setSaving] = useState(false);
  const userId = useSessionStore((s) => s.user?.id ?? '');

  const submit = async (values: PasswordValues) => {
    setSaving(true);
    try {
      await updatePassword({ id: userId, password: md5(values.oldPassWord), newPassword: md5(values.newPassWord) });
      // The server ended every other session of the user; say so.
      message.success(`${t('account.password.success')} ${t('account.password.othersSignedOut')}`);
      form.resetFields();
      onDone?.();
    } catch (error) {
      // A refusal of the passwords (旧密码错误, or a new one equal to the old) shows under its field,
      // in the caller's language; other failures were shown by the client. The form keeps what was typed.
      const refusal = passwordRefusal(error);
      if (refusal !== null) {
        const same = values.oldPassWord.toLowerCase() === values.newPassWord.toLowerCase();
        form.setFields([{ name: same ? 'newPassWord' : 'oldPassWord', errors: [refusal] }]);
      }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} style={{ maxWidth: 420 }}>
      <Form.Item name="oldPassWord" label={t('account.password.old')} rules={[{ required: true, message: t('account.password.oldRequired') }]}>
        <Input.Password autoComplete="current-password" maxLength={64} />
      </Form.Item>
      <Form.Item
        name="newPassWord"
        label={t('account.password.new')}
        extra={t('account.password.hint')}
        rules={[
          { required: true, message: t('account.password.newRequired') },
          { pattern: PASSWORD_RULE, message: t('account.password.rule') },
        ]}
      >
        <Input.Password autoComplete="new-password" maxLength={16} />
      </Form.Item>
      <Form.Item
        name="againPassWord"
        label={t('account.password.again')}
        dependencies={['newPassWord']}
        rules={[
          { required: true, message: t('account.password.againRequired') },
          ({ getFieldValue }) => ({
            validator: (_rule, value: string | undefined) =>
              !value || value === getFieldValue('newPassWord') ? Promise.resolve() : Promise.reject(new Error(t('account.password.mismatch'))),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" maxLength={16} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={saving}>
        {t('account.password.submit')}
      </Button>
    </Form>
  );
}
