/** How the HTTP client shows an error notice; the app installs antd's notification once mounted. */
export interface Notice {
  title: string;
  description: string;
}

type Notifier = (notice: Notice) => void;

let notifier: Notifier = (notice) => {
  console.error(`${notice.title}: ${notice.description}`);
};

export function setNotifier(next: Notifier): void {
  notifier = next;
}

export function notify(notice: Notice): void {
  notifier(notice);
}
