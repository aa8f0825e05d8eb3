import { endServerSession } from '../shared/http/client.ts';
import { provideRequestContext, setInterceptors } from '../shared/http/context.ts';
import { useLanguageStore } from '../shared/i18n/index.ts';
import { goToLogin } from '../shared/session/credentials.ts';
import { useSessionStore } from '../shared/session/store.ts';

/**
 * Connects the HTTP client to the session store: every call carries the store's token, tenant
 * and user with the page's language (SPEC §6), and the SPEC §8 statuses end the session the same
 * way for every call — the assistant's stream included.
 */
export function connectSession(): void {
  provideRequestContext(() => {
    const { token, tenantId, identity } = useSessionStore.getState();
    return { token, tenantId, language: useLanguageStore.getState().language, user: identity };
  });
  setInterceptors({
    onUnauthorized: () => {
      useSessionStore.getState().clearToken();
      goToLogin();
    },
    onSessionGone: (headers) => {
      endServerSession(headers);
      useSessionStore.getState().clearSession();
      goToLogin();
    },
  });
}
