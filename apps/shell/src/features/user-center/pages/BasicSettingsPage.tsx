import { UploadOutlined } from '@ant-design/icons';
import { Button, Descriptions, Form, Input, Radio, Space, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AVATAR_MAX_BYTES, AVATAR_TYPES, DICT_TYPES, EMAIL_RULE, PHONE_RULE, type CurrentUser } from '@portal/contracts';
import { UserAvatar } from '../../../shared/components/UserAvatar.tsx';
import { useFormSource } from '../../../shared/forms/server-values.ts';
import { useSessionStore } from '../../../shared/session/store.ts';
import { updateProfile, uploadFile, useDict } from '../api.ts';
import { UserCenterFrame } from '../components/UserCenterFrame.tsx';
import { useFeedback } from '../../../shared/feedback/feedback.ts';

interface Values {
  nickName: string;
  sex: CurrentUser['sex'];
  email: string;
  phone: string;
}

const readBase64 = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });

const profileValues = (values: Values): Values => values;

/** 基本设置: profile (names, sex, contact) and the avatar, stored by the server's file service and shown everywhere. */
export default function BasicSettingsPage() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const user = useSessionStore((s) => s.user);
  const setUser = useSessionStore((s) => s.setUser);
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const sexes = useDict(DICT_TYPES.sex);

  // Filled from the stored profile once per version of it: what was typed survives switching tabs.
  useFormSource(form, user ? { nickName: user.nickName, sex: user.sex, email: user.email, phone: user.phone } : null, profileValues);

  const update = async (patch: Partial<Values> & { userPicture?: string }) => {
    if (!user) return;
    const body = { nickName: user.nickName, sex: user.sex, email: user.email, phone: user.phone, ...patch };
    setUser(await updateProfile(body));
  };

  const save = async (values: Values) => {
    setSaving(true);
    try {
      await update({ nickName: values.nickName?.trim() ?? '', sex: values.sex, email: values.email.trim(), phone: values.phone.trim() });
      message.success(t('userCenter.profile.saved'));
    } catch {
      // Shown by the client.
    } finally {
      setSaving(false);
    }
  };

  const upload = async (file: File) => {
    if (!(AVATAR_TYPES as readonly string[]).includes(file.type) || file.size > AVATAR_MAX_BYTES) {
      message.error(t('userCenter.profile.avatarInvalid'));
      return;
    }
    setUploading(true);
    try {
      const content = await readBase64(file);
      const uploaded = await uploadFile({ name: file.name, type: file.type, content });
      await update({ userPicture: uploaded.fileId });
      message.success(t('userCenter.profile.avatarSaved'));
    } catch {
      // Shown by the client.
    } finally {
      setUploading(false);
    }
  };

  return (
    <UserCenterFrame title={t('userCenter.pages.basicsettings')}>
      <Space align="center" size={20} style={{ marginBottom: 24 }} wrap>
        <UserAvatar size={88} />
        <Space direction="vertical" size={4}>
          <Upload
            accept={AVATAR_TYPES.join(',')}
            showUploadList={false}
            beforeUpload={(file) => {
              void upload(file);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} loading={uploading}>
              {t('userCenter.profile.changeAvatar')}
            </Button>
          </Upload>
          <span className="uc-muted">{t('userCenter.profile.avatarHint')}</span>
        </Space>
      </Space>
      <Descriptions column={{ xs: 1, sm: 3 }} size="small" style={{ marginBottom: 24, maxWidth: 720 }}>
        <Descriptions.Item label={t('userCenter.profile.realName')}>{user?.realName}</Descriptions.Item>
        <Descriptions.Item label={t('userCenter.profile.userNo')}>{user?.userNo}</Descriptions.Item>
        <Descriptions.Item label={t('userCenter.profile.department')}>{user?.department}</Descriptions.Item>
      </Descriptions>
      <Form form={form} layout="vertical" className="uc-form" onFinish={(v) => void save(v)} requiredMark={false} name="profile">
        <Form.Item name="nickName" label={t('userCenter.profile.nickName')} rules={[{ max: 20, message: t('userCenter.profile.nickNameMax') }]}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="sex" label={t('userCenter.profile.sex')}>
          <Radio.Group options={sexes.data ?? []} />
        </Form.Item>
        <Form.Item name="email" label={t('userCenter.profile.email')} rules={[{ required: true, pattern: EMAIL_RULE, transform: (v: string) => v?.trim(), message: t('userCenter.profile.emailInvalid') }]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="phone" label={t('userCenter.profile.phone')} rules={[{ required: true, pattern: PHONE_RULE, transform: (v: string) => v?.trim(), message: t('userCenter.profile.phoneInvalid') }]}>
          <Input maxLength={11} inputMode="tel" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('userCenter.common.save')}
        </Button>
      </Form>
    </UserCenterFrame>
  );
}
