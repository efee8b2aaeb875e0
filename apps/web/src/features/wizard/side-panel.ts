/** The side panel of the define-shape step (specs/1 section 4, "Side panel selection"). */
export type SidePanel = 'none' | 'info' | 'excluder' | 'upload';

/** Clicking the toolbar button of the open panel closes it; any other button opens its own. */
export function togglePanel(current: SidePanel, clicked: Exclude<SidePanel, 'none'>): SidePanel {
  return current === clicked ? 'none' : clicked;
}
