import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { greetingKey } from '../../shared/constants.ts';
import { useSessionStore } from '../../shared/session/store.ts';

/** The time now, refreshed every minute so the greeting follows the clock. */
function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  return now;
}

/** dayjs's name of each portal language (its locale arrives with the language pack). */
const DAYJS_LOCALES: Record<string, string> = { 'zh-CN': 'zh-cn', 'zh-TW': 'zh-tw', 'en-US': 'en', 'pt-BR': 'pt-br' };

/** Greeting by hour (SPEC §9) with the user's name and today's date. */
export function Greeting() {
  const { t, i18n } = useTranslation();
  const now = useNow();
  const name = useSessionStore((s) => s.user?.realName ?? s.user?.username ?? '');
  const greeting = t(`home.greeting.${greetingKey(now.getHours())}`);
  return (
    <div className="home-greeting">
      <h1 className="home-greeting__title" data-testid="home-greeting">
        {t('home.greeting.line', { greeting, name })}
      </h1>
      <p className="home-greeting__sub">{t('home.greeting.sub', { date: dayjs(now).locale(DAYJS_LOCALES[i18n.language] ?? 'zh-cn').format(t('home.greeting.dateFormat')) })}</p>
    </div>
  );
}
