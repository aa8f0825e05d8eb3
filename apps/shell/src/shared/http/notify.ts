/** How the HTTP client shows an error notice; the app installs antd's notification once mounted. */
export interface Notice {
  title: string;
  description: string;
  /**
   * The same for the same failure (title and message, not the request id): a notice with the key
   * of one still shown replaces it, so a retried or twice-handled failure shows one notice.
   */
  key?: string;
}

type Notifier = (notice: Notice & { key: string }) => void;

let notifier: Notifier = (notice) => {
  console.error(`${notice.title}: ${notice.description}`);
};

export function setNotifier(next: Notifier): void {
  notifier = next;
}

/** The key of a notice: its title and the message's first line (the request id differs per try). */
export function noticeKey(notice: Notice): string {
  return notice.key ?? `${notice.title}\n${notice.description.split('\n')[0] ?? ''}`;
}

export function notify(notice: Notice): void {
  notifier({ ...notice, key: noticeKey(notice) });
}
