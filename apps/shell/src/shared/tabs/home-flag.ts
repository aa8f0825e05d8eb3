import { useEffect } from 'react';
import { create } from 'zustand';

/** SPEC §2: the home page sets a home flag while it is shown. */
export const useHomeFlag = create<{ isHome: boolean; set: (isHome: boolean) => void }>((set) => ({
  isHome: false,
  set: (isHome) => set({ isHome }),
}));

/** Raises the flag while the calling page is shown (a kept-alive hidden page lowers it). */
export function useRaiseHomeFlag(): void {
  const set = useHomeFlag((s) => s.set);
  useEffect(() => {
    set(true);
    return () => set(false);
  }, [set]);
}
