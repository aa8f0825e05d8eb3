import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { switchLanguage, type Language } from '../../../shared/i18n/index.ts';
import { useFeedback } from '../../../shared/feedback/feedback.ts';

/** Switches the page language without a reload; a pack that fails to download leaves the page as it was. */
export function useSwitchLanguage() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  return useCallback(
    async (language: Language) => {
      try {
        await switchLanguage(language);
      } catch (error) {
        console.error(error);
        void message.error(t('layout.header.languageFailed'));
      }
    },
    [message, t],
  );
}
