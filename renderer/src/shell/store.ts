import { create } from 'zustand';
import type { SectionId } from './sections';

interface NavigationState {
  readonly section: SectionId;
}

const useStore = create<NavigationState>()(() => ({ section: 'dashboard' }));

/** The section on screen. */
export const useSection = (): SectionId => useStore((state) => state.section);

/** Shows another section. */
export function navigate(section: SectionId): void {
  useStore.setState({ section });
}
