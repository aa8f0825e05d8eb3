/** Loads the host's code ahead of the first open (apart from registry.ts, which the host imports). */
export function preloadHost(): void {
  void import('./SubappHost.tsx');
}
