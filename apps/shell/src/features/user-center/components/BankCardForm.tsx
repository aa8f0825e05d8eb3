import { App, Checkbox, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BANK_NAMES, SUBBRANCH_RULE, isValidCardNo, type BankCard } from '@portal/contracts';
import { useFormSource } from '../../../shared/forms/server-values.ts';
import { http } from '../../../shared/http/index.ts';
import { UC_PATHS, useRefreshUserCenter, useRegions } from '../api.ts';

interface Values {
  accountName: string;
  bankName: string;
  subbranch: string;
  cardNo: string;
  isDefault: boolean;
  provinceCode?: string;
  cityCode?: string;
}

const NEW_CARD = { id: '' } as const;
const cardValues = (card: BankCard | typeof NEW_CARD): Partial<Values> =>
  'accountName' in card
    ? {
        accountName: card.accountName,
        bankName: card.bankName,
        subbranch: card.subbranch,
        cardNo: '',
        isDefault: card.isDefault,
        provinceCode: card.provinceCode ?? undefined,
        cityCode: card.cityCode ?? undefined,
      }
    : {};

/** Create or update a bank card; each field has its own message. On update the number may stay empty (kept). */
export function BankCardForm({ card, open, onClose }: { card: BankCard | null; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const refresh = useRefreshUserCenter();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const provinceCode = Form.useWatch('provinceCode', form);
  const provinces = useRegions(undefined, open);
  const cities = useRegions(provinceCode, open && Boolean(provinceCode));

  // Filled when the dialog opens (empty for a new card), not again while it stays open.
  useFormSource(form, open ? (card ?? NEW_CARD) : null, cardValues);

  const save = async () => {
    let values: Values;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const cardNo = values.cardNo?.replace(/\s+/g, '') ?? '';
    const body = {
      accountName: values.accountName.trim(),
      bankName: values.bankName,
      subbranch: values.subbranch.trim(),
      isDefault: Boolean(values.isDefault),
      ...(values.cityCode ? { cityCode: values.cityCode } : {}),
      ...(cardNo ? { cardNo } : {}),
    };
    setBusy(true);
    try {
      if (card) await http.put(UC_PATHS.cardUpdate, { ...body, id: card.id });
      else await http.post(UC_PATHS.cardCreate, body);
      message.success(t('userCenter.common.saved'));
      await refresh();
      onClose();
    } catch {
      // Shown by the client.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t(card ? 'userCenter.card.editTitle' : 'userCenter.card.addTitle')}
      onCancel={onClose}
      onOk={() => void save()}
      okText={t('userCenter.common.save')}
      confirmLoading={busy}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" requiredMark={false} name="bank-card" initialValues={{ isDefault: false }}>
        <Form.Item name="accountName" label={t('userCenter.card.accountName')} rules={[{ required: true, whitespace: true, min: 2, max: 30, message: t('userCenter.card.accountNameRequired') }]}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="bankName" label={t('userCenter.card.bankName')} rules={[{ required: true, message: t('userCenter.card.bankRequired') }]}>
          <Select options={BANK_NAMES.map((b) => ({ value: b, label: b }))} showSearch />
        </Form.Item>
        <Form.Item name="provinceCode" label={t('userCenter.card.province')} rules={[{ required: true, message: t('userCenter.card.provinceRequired') }]}>
          <Select
            showSearch
            optionFilterProp="label"
            loading={provinces.isFetching}
            options={(provinces.data ?? []).map((r) => ({ value: r.code, label: r.name }))}
            onChange={() => form.setFieldValue('cityCode', undefined)}
          />
        </Form.Item>
        <Form.Item name="cityCode" label={t('userCenter.card.city')} rules={[{ required: true, message: t('userCenter.card.cityRequired') }]}>
          <Select
            showSearch
            optionFilterProp="label"
            disabled={!provinceCode}
            loading={cities.isFetching}
            options={(cities.data ?? []).map((r) => ({ value: r.code, label: r.name }))}
          />
        </Form.Item>
        <Form.Item
          name="subbranch"
          label={t('userCenter.card.subbranch')}
          rules={[{ required: true, pattern: SUBBRANCH_RULE, transform: (v: string) => v?.trim(), message: t('userCenter.card.subbranchInvalid') }]}
        >
          <Input maxLength={50} />
        </Form.Item>
        <Form.Item
          name="cardNo"
          label={t('userCenter.card.cardNo')}
          extra={card ? t('userCenter.card.cardNoKeep') : undefined}
          rules={[
            { required: !card, message: t('userCenter.card.cardNoRequired') },
            {
              validator: (_, v: string | undefined) => {
                const digits = (v ?? '').replace(/\s+/g, '');
                return !digits || isValidCardNo(digits) ? Promise.resolve() : Promise.reject(new Error(t('userCenter.card.cardNoInvalid')));
              },
            },
          ]}
        >
          <Input maxLength={23} inputMode="numeric" autoComplete="off" placeholder={card?.cardNo} />
        </Form.Item>
        <Form.Item name="isDefault" valuePropName="checked">
          <Checkbox>{t('userCenter.card.isDefault')}</Checkbox>
        </Form.Item>
      </Form>
    </Modal>
  );
}
