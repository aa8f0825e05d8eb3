import type { FormInstance } from 'antd';
import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';

/** A text of a value that stays the same when the same data comes back (a refetch, a re-render). */
export function versionOf(value: unknown): string {
  return JSON.stringify(value) ?? '';
}

/**
 * Fills a form from server data once per version of that data. A kept view runs its effects
 * again each time it is shown; the fields then keep what the user typed. They are replaced only
 * when the data itself changes (a save, a reload the user asked for), or when the source goes
 * away and comes back (a dialog closed and opened again). `source` null means "nothing to show".
 */
export function useFormSource<S, V>(form: FormInstance<V>, source: S | null | undefined, toValues: (source: S) => Partial<V>): void {
  const applied = useRef<string | null>(null);
  const version = source === null || source === undefined ? null : versionOf(source);
  useEffect(() => {
    if (version === null || source === null || source === undefined) {
      applied.current = null;
      return;
    }
    if (applied.current === version) return;
    applied.current = version;
    form.resetFields();
    form.setFieldsValue(toValues(source));
  }, [version, source, toValues, form]);
}

/**
 * Local, editable state that starts from `source` and starts again from it only when the source's
 * version changes, never because a kept view was shown again. For search boxes and switch lists
 * that copy server data or the URL.
 */
export function useDraft<T>(source: T): [T, Dispatch<SetStateAction<T>>] {
  const version = versionOf(source);
  const [state, setState] = useState({ version, value: source });
  if (state.version !== version) setState({ version, value: source });
  const set = useCallback<Dispatch<SetStateAction<T>>>(
    (next) => setState((current) => ({ version: current.version, value: typeof next === 'function' ? (next as (previous: T) => T)(current.value) : next })),
    [],
  );
  return [state.version === version ? state.value : source, set];
}
