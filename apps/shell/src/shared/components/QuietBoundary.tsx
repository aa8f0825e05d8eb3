import { Component, Suspense, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** Told once about the error; the boundary then renders nothing. */
  onError?: (error: unknown) => void;
}

/** Keeps a failing secondary part (a dialog, a footer) from taking the page down with it. */
export class QuietBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError?.(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * A lazy part the page can do without: nothing while its code arrives, and nothing, quietly,
 * when its code cannot be fetched (the network dropped) — the frame stays, without this part.
 */
export function OptionalPart({ children }: { children: ReactNode }) {
  return (
    <QuietBoundary>
      <Suspense fallback={null}>{children}</Suspense>
    </QuietBoundary>
  );
}
