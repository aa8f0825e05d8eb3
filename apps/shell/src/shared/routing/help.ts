import { TICKET_WINDOW } from '../constants.ts';

/** Where the consultation links lead: the HR and administration guides of the home page. */
export const CONSULTATION_PATHS = { hr: '/home/hrguide', admin: '/home/adminguide' } as const;

/** Opens the ticket form in its pop-up window (SPEC §2: 1100×500, problem feedback), centred on the portal. */
export function openTicketWindow(): void {
  const { width, height, path } = TICKET_WINDOW;
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2));
  window.open(path, 'problem_feedback', `popup=yes,width=${width},height=${height},left=${left},top=${top}`);
}
