/** Business constants and limits of SPEC §9. */
export const DEFAULT_TENANT_ID = '10001';
export const UNREAD_PAGE_SIZE = 1;
export const REQUEST_TIMEOUT_MS = 30_000;
export const SCRIPT_LOAD_TIMEOUT_MS = 120_000;
export const MAX_CACHED_VIEWS = 8;
export const SCROLL_DETECT_MS = 50;
export const FOOTER_HIDE_MS = 2_000;
export const DRAG_THRESHOLD_MS = 200;
export const HELP_BUTTON_MIN_TOP = 65;
export const HELP_BUTTON_BOTTOM_GAP = 300;
export const AI_PANEL_SIZE = { width: 500, height: 600 } as const;
export const PASSWORD_LENGTH = { min: 6, max: 16 } as const;
export const COLLEAGUE_SEARCH_MAX = 30;
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const DEFAULT_LANGUAGE = 'zh-CN';
export const TICKET_WINDOW = { path: '/WOS/interfaces/processform?key=Process_WOS_WOH', width: 1100, height: 500 } as const;

/** Greeting by hour (SPEC §9): before 9, until 11 (inclusive), until 13 (inclusive), before 20, otherwise. */
export type GreetingKey = 'morning' | 'forenoon' | 'noon' | 'afternoon' | 'evening';
export function greetingKey(hour: number): GreetingKey {
  if (hour < 9) return 'morning';
  if (hour <= 11) return 'forenoon';
  if (hour <= 13) return 'noon';
  if (hour < 20) return 'afternoon';
  return 'evening';
}
