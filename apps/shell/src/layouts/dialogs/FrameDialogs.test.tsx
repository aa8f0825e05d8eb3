import { act, render, screen } from '@testing-library/react';
import { expect, it, vi } from 'vitest';
import { FeatureSlotsProvider, type FeatureSlots } from '../../shared/slots/slots.tsx';
import { PASSWORD_DIALOG, useFrameDialogs } from '../frame-dialogs.ts';
import { FrameDialogs } from './FrameDialogs.tsx';

it('asks for the password form together with its dialog, not once the dialog has arrived', async () => {
  const form = vi.fn(() => Promise.resolve({ default: () => <p>密码表单</p> }));
  const slots: FeatureSlots = { homeWidgets: [], headerSlots: [], frameSlots: [], dialogs: [], components: { passwordForm: form } };
  render(
    <FeatureSlotsProvider value={slots}>
      <FrameDialogs />
    </FeatureSlotsProvider>,
  );
  act(() => useFrameDialogs.getState().show(PASSWORD_DIALOG));
  // The dialog's own code has not arrived yet, and the form is already on its way.
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(form).toHaveBeenCalled();
  expect(await screen.findByText('密码表单', undefined, { timeout: 10_000 })).toBeTruthy();
});
