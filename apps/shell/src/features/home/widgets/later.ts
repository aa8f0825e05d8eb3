/** What the home page shows after its first paint, loaded as one file (see apps/shell/chunking.ts). */
export { AppShortcuts } from './AppShortcuts.tsx';
export { NewsBoard } from './NewsBoard.tsx';
