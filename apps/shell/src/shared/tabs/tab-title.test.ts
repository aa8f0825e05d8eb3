import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { tabLabels } from './tab-title.ts';

const t = ((key: string) => (key === 'appCenter.main' ? '功能' : key)) as unknown as TFunction;

describe('tab labels', () => {
  it('adds the distinguishing key only where several tabs share a name', () => {
    const labels = tabLabels(
      [
        { key: '/app-center/main/WOS/tickets?key=A1', path: '/app-center/main/WOS/tickets?key=A1', title: '我的工单' },
        { key: '/app-center/main/WOS/tickets?key=B2', path: '/app-center/main/WOS/tickets?key=B2', title: '我的工单' },
        { key: '/app-center/main/HR/leave/apply', path: '/app-center/main/HR/leave/apply', title: '请假申请' },
      ],
      t,
    );
    expect([...labels.values()]).toEqual(['我的工单 · A1', '我的工单 · B2', '请假申请']);
  });
});
