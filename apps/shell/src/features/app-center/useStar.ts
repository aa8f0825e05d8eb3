import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { setCommonUse } from './api.ts';
import { appCenterKeys, useCommonUse } from './queries.ts';
import { useFeedback } from '../../shared/feedback/feedback.ts';

/** The common-use star of functions: which are starred, and a toggle that tells the user. */
export function useStar() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const queryClient = useQueryClient();
  const { data: common = [] } = useCommonUse();
  const starred = new Set(common.map((r) => r.resourceCode));
  const mutation = useMutation({
    mutationFn: ({ code, on }: { code: string; on: boolean }) => setCommonUse(code, on),
    onSuccess: (_data, { on }) => {
      void message.success(on ? t('appCenter.addedCommon') : t('appCenter.removedCommon'));
      return queryClient.invalidateQueries({ queryKey: appCenterKeys.commonUse() });
    },
  });
  return { common, starred, toggle: (code: string, on: boolean) => mutation.mutate({ code, on }) };
}
