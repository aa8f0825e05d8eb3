import { create } from 'zustand';

/**
 * The frame's secondary dialogs, loaded on demand when first opened: the features' (by the id
 * of their dialog slot) and the frame's own password dialog.
 */
export type FrameDialog = string;

/** The frame's own dialog around the password form a feature supplies. */
export const PASSWORD_DIALOG = 'password';

interface FrameDialogsState {
  open: FrameDialog | null;
  /** Dialogs opened at least once (they stay mounted so closing animates). */
  loaded: FrameDialog[];
  show: (dialog: FrameDialog) => void;
  close: () => void;
  /** Unmounts a dialog (its code failed to load). */
  forget: (dialog: FrameDialog) => void;
}

export const useFrameDialogs = create<FrameDialogsState>((set, get) => ({
  open: null,
  loaded: [],
  show: (dialog) => set({ open: dialog, loaded: get().loaded.includes(dialog) ? get().loaded : [...get().loaded, dialog] }),
  close: () => set({ open: null }),
  forget: (dialog) => set({ open: get().open === dialog ? null : get().open, loaded: get().loaded.filter((d) => d !== dialog) }),
}));
