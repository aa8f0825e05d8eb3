import { Form, type FormInstance } from 'antd';
import type { NamePath } from 'antd/es/form/interface';
import { useCallback, useState } from 'react';
import { HttpError } from '../http/index.ts';
import { useFormSource } from './server-values.ts';

export interface ModalFormOptions<R, V, M extends string = 'save'> {
  /** The fields' values for the record opened; `null` opens a new one. */
  toValues: (record: R | null) => Partial<V>;
  /** Sends the values (the mode tells which button: save, save and submit…). Throws on a refusal. */
  submit: (values: V, record: R | null, mode: M) => Promise<unknown>;
  /** A rule that depends on the button (a rejection needs a comment): the field and its message, or nothing. */
  check?: (values: V, mode: M) => { name: NamePath; message: string } | undefined;
  /**
   * The field a refusal of the server belongs to, shown under it. The call must keep quiet about
   * those statuses (`quietStatuses`), so it is said once; any other failure was shown by the client.
   */
  fieldOf?: (error: HttpError) => NamePath | undefined;
}

export interface ModalForm<R, V, M extends string = 'save'> {
  form: FormInstance<V>;
  isOpen: boolean;
  /** The record being edited; null for a new one. */
  record: R | null;
  submitting: boolean;
  /** Opens the dialog, filled from the record (empty for a new one). */
  open: (record?: R | null) => void;
  close: () => void;
  /** Validates, sends, closes on success; on a refusal the dialog stays open with what was typed. */
  submit: (mode?: M) => Promise<void>;
}

/**
 * A dialog with a form: open and close, the initial values of the record opened, submit with a
 * loading state, the server's refusals under their field. Nothing typed is lost on an error, and a
 * kept view shown again does not refill the fields: they are filled once per opening.
 */
export function useModalForm<R, V, M extends string = 'save'>(options: ModalFormOptions<R, V, M>): ModalForm<R, V, M> {
  const [form] = Form.useForm<V>();
  const [state, setState] = useState<{ isOpen: boolean; record: R | null }>({ isOpen: false, record: null });
  const [submitting, setSubmitting] = useState(false);
  const { toValues, submit, check, fieldOf } = options;

  useFormSource(form, state.isOpen ? { record: state.record } : null, (source) => toValues(source.record));

  const open = useCallback((record: R | null = null) => setState({ isOpen: true, record }), []);
  const close = useCallback(() => setState((current) => ({ ...current, isOpen: false })), []);

  const send = async (mode?: M) => {
    let values: V;
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    const chosen = mode ?? ('save' as M);
    const refused = check?.(values, chosen);
    if (refused) {
      form.setFields([{ name: refused.name, errors: [refused.message] }]);
      return;
    }
    setSubmitting(true);
    try {
      await submit(values, state.record, chosen);
      close();
    } catch (error) {
      const field = error instanceof HttpError ? fieldOf?.(error) : undefined;
      if (field !== undefined) form.setFields([{ name: field, errors: [error instanceof Error ? error.message : String(error)] }]);
    } finally {
      setSubmitting(false);
    }
  };

  return { form, isOpen: state.isOpen, record: state.record, submitting, open, close, submit: send };
}
