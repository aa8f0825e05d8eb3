import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import '../app/i18n/loaders.ts';
import { connectSession } from '../app/session.ts';
import { initI18n } from '../shared/i18n/index.ts';

// antd reads these browser APIs that jsdom lacks.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }) as MediaQueryList;

// Lists scroll, and tables, dialogs, popovers and text areas measure themselves (ResizeObserver): jsdom lacks both.
Element.prototype.scrollTo ??= () => undefined;
globalThis.ResizeObserver ??= class {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
};

connectSession();

beforeAll(async () => {
  await initI18n('zh-CN');
});

afterEach(() => {
  cleanup();
  localStorage.clear();
});
