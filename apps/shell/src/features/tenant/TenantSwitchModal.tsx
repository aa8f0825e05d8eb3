import { CheckCircleFilled } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Avatar, Button, List, Modal, Skeleton, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Tenant } from '@portal/contracts';
import { tenantKey } from '../../shared/query/keys.ts';
import { listTenants } from './api.ts';
import { useSwitchTenant } from './useSwitchTenant.ts';
import './tenant-switch.css';
import { useFeedback } from '../../shared/feedback/feedback.ts';

/** Tenant switching (SPEC §4): the first tenant is the current one and cannot be chosen. */
export default function TenantSwitchModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { modal, message } = useFeedback();
  const switchTo = useSwitchTenant();
  const [switching, setSwitching] = useState<string | null>(null);
  const { data: tenants, isLoading, isError, refetch } = useQuery({ queryKey: tenantKey('tenants'), queryFn: listTenants, enabled: open, staleTime: 0 });

  const choose = (tenant: Tenant) =>
    modal.confirm({
      title: t('tenant.confirmTitle'),
      content: t('tenant.confirm', { name: tenant.name }),
      okText: t('tenant.switch'),
      onOk: async () => {
        setSwitching(tenant.id);
        try {
          await switchTo(tenant.id);
          onClose();
          void message.success(t('tenant.switched', { name: tenant.name }));
        } catch {
          // The HTTP client has shown why; nothing changed.
        } finally {
          setSwitching(null);
        }
      },
    });

  return (
    <Modal open={open} onCancel={onClose} footer={null} title={t('tenant.title')} width={520} destroyOnHidden>
      {isLoading && <Skeleton active avatar paragraph={{ rows: 2 }} />}
      {isError && (
        <Button type="link" onClick={() => void refetch()}>
          {t('tenant.retry')}
        </Button>
      )}
      {tenants && (
        <List
          className="portal-tenants"
          dataSource={tenants}
          renderItem={(tenant, index) => {
            const current = index === 0;
            return (
              <List.Item
                data-tenant={tenant.id}
                actions={[
                  current ? (
                    <Tag key="current" color="success" icon={<CheckCircleFilled />}>
                      {t('tenant.current')}
                    </Tag>
                  ) : (
                    <Button key="switch" type="primary" ghost autoInsertSpace={false} loading={switching === tenant.id} onClick={() => choose(tenant)}>
                      {t('tenant.switch')}
                    </Button>
                  ),
                ]}
              >
                <List.Item.Meta
                  avatar={
                    <Avatar shape="square" size={40} src={tenant.logo || undefined} className="portal-tenants__logo">
                      {tenant.name.slice(0, 1)}
                    </Avatar>
                  }
                  title={tenant.name}
                  description={tenant.description}
                />
              </List.Item>
            );
          }}
        />
      )}
    </Modal>
  );
}
