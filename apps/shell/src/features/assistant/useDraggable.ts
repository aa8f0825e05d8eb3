import { useCallback, useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { DRAG_THRESHOLD_MS, HELP_BUTTON_BOTTOM_GAP, HELP_BUTTON_MIN_TOP } from '../../shared/constants.ts';

/** SPEC §9 limits: top at least 65 px, at most the body height minus 300. */
export function clampTop(top: number, bodyHeight: number): number {
  const max = Math.max(HELP_BUTTON_MIN_TOP, bodyHeight - HELP_BUTTON_BOTTOM_GAP);
  return Math.min(Math.max(top, HELP_BUTTON_MIN_TOP), max);
}

/** SPEC §4: a press longer than 200 ms is a drag, not a click. */
export const isDrag = (pressMs: number) => pressMs > DRAG_THRESHOLD_MS;

const bodyHeight = () => document.body.clientHeight || window.innerHeight;

/**
 * Floating buttons moved up and down together by dragging any of them. A button's click runs
 * only after a short press; a long press moves the buttons within the limits and does not click.
 */
export function useDraggable(height: number) {
  const [top, setTop] = useState(() => clampTop(bodyHeight() - HELP_BUTTON_BOTTOM_GAP - height / 2, bodyHeight()));
  const press = useRef<{ at: number; y: number; top: number } | null>(null);

  useEffect(() => {
    const keepInside = () => setTop((current) => clampTop(current, bodyHeight()));
    window.addEventListener('resize', keepInside);
    return () => window.removeEventListener('resize', keepInside);
  }, []);

  const onPointerDown = useCallback(
    (event: ReactPointerEvent<HTMLElement>) => {
      if (event.button !== 0) return;
      event.currentTarget.setPointerCapture(event.pointerId);
      press.current = { at: performance.now(), y: event.clientY, top };
    },
    [top],
  );
  const onPointerMove = useCallback((event: ReactPointerEvent<HTMLElement>) => {
    const start = press.current;
    if (!start || !isDrag(performance.now() - start.at)) return;
    setTop(clampTop(start.top + event.clientY - start.y, bodyHeight()));
  }, []);

  /** The pointer and key handlers of one button, which runs `onClick` on a short press or Enter. */
  const bind = (onClick: () => void) => ({
    onPointerDown,
    onPointerMove,
    onPointerCancel: () => {
      press.current = null;
    },
    onPointerUp: (event: ReactPointerEvent<HTMLElement>) => {
      const start = press.current;
      press.current = null;
      if (!start) return;
      if (isDrag(performance.now() - start.at)) setTop(clampTop(start.top + event.clientY - start.y, bodyHeight()));
      else onClick();
    },
    onKeyDown: (event: React.KeyboardEvent<HTMLElement>) => {
      if (event.key === 'Enter' || event.key === ' ') {
        event.preventDefault();
        onClick();
      }
    },
  });
  return { top, bind };
}
