import { Checkbox, Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { BANK_NAMES, SUBBRANCH_RULE, isValidCardNo, type BankCard } from '@portal/contracts';
import { useModalForm, type ModalForm } from '../../../shared/forms/useModalForm.ts';
import { CARD_FIELD_STATUSES, createCard, updateCard, useRefreshUserCenter, useRegions } from '../api.ts';
import { useFeedback } from '../../../shared/feedback/feedback.ts';

export interface CardValues {
  accountName: string;
  bankName: string;
  subbranch: string;
  cardNo: string;
  isDefault: boolean;
  provinceCode?: string;
  cityCode?: string;
}

const cardValues = (card: BankCard | null): Partial<CardValues> =>
  card
    ? {
        accountName: card.accountName,
        bankName: card.bankName,
        subbranch: card.subbranch,
        cardNo: '',
        isDefault: card.isDefault,
        provinceCode: card.provinceCode ?? undefined,
        cityCode: card.cityCode ?? undefined,
      }
    : { isDefault: false };

/** The add / edit dialog's state: a card already added (or one too many) is said under the number. */
export function useBankCardModal(): ModalForm<BankCard, CardValues> {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const refresh = useRefreshUserCenter();
  return useModalForm<BankCard, CardValues>({
    toValues: cardValues,
    submit: async (values, card) => {
      const cardNo = values.cardNo?.replace(/\s+/g, '') ?? '';
      const body = {
        accountName: values.accountName.trim(),
        bankName: values.bankName,
        subbranch: values.subbranch.trim(),
        isDefault: Boolean(values.isDefault),
        ...(values.cityCode ? { cityCode: values.cityCode } : {}),
        ...(cardNo ? { cardNo } : {}),
      };
      if (card) await updateCard(card.id, body);
      else await createCard(body);
      message.success(t('userCenter.common.saved'));
      await refresh();
    },
    fieldOf: (error) => ((CARD_FIELD_STATUSES as readonly number[]).includes(error.status) ? 'cardNo' : undefined),
  });
}

/** Create or update a bank card; each field has its own message. On update the number may stay empty (kept). */
export function BankCardForm({ modal }: { modal: ModalForm<BankCard, CardValues> }) {
  const { t } = useTranslation();
  const { form, isOpen: open, record: card } = modal;
  const provinceCode = Form.useWatch('provinceCode', form);
  const provinces = useRegions(undefined, open);
  const cities = useRegions(provinceCode, open && Boolean(provinceCode));

  return (
    <Modal
      open={open}
      title={t(card ? 'userCenter.card.editTitle' : 'userCenter.card.addTitle')}
      onCancel={modal.close}
      onOk={() => void modal.submit()}
      okText={t('userCenter.common.save')}
      confirmLoading={modal.submitting}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" requiredMark={false} name="bank-card">
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
