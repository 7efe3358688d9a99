import { create } from 'zustand';
import type { SectionId } from './sections';

interface NavigationState {
  readonly section: SectionId;
  /** auto: icons only in narrow windows (layout.css), full width otherwise; or the user's choice. */
  readonly sidebar: SidebarMode;
}

/** How the sidebar is shown. */
export type SidebarMode = 'auto' | 'collapsed' | 'expanded';

const useStore = create<NavigationState>()(() => ({ section: 'dashboard', sidebar: 'auto' }));

/** The section on screen. */
export const useSection = (): SectionId => useStore((state) => state.section);

/** The section on screen, outside React. */
export function currentSection(): SectionId {
  return useStore.getState().section;
}

/** Shows another section. */
export function navigate(section: SectionId): void {
  useStore.setState({ section });
}

/** How the sidebar is shown. */
export const useSidebarMode = (): SidebarMode => useStore((state) => state.sidebar);

/** The width below which the sidebar collapses on its own (layout.css uses the same). */
export const NARROW_WINDOW_PX = 1180;

/** Collapses the sidebar to icons if it shows labels now, else expands it. */
export function toggleSidebar(
  windowWidth: number = typeof window === 'undefined' ? Infinity : window.innerWidth,
): void {
  useStore.setState((state) => {
    const collapsedNow = state.sidebar === 'collapsed' || (state.sidebar === 'auto' && windowWidth <= NARROW_WINDOW_PX);
    return { sidebar: collapsedNow ? 'expanded' : 'collapsed' };
  });
}
