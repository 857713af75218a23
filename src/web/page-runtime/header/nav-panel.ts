/** Tailwind's `xl`, where the header shows the navigation itself. */
const headerNavigationQuery = '(min-width: 80rem)';

/**
 * The menu panel is a dialog like any other (dialogs.ts); choosing a link
 * closes it, and an open panel never outlives the button that opened it, which
 * hides from the large breakpoint up.
 */
export function closeNavPanelWhenDone(panel: HTMLDialogElement): void {
  for (const link of panel.querySelectorAll('a[href]')) link.addEventListener('click', () => panel.close());
  window.matchMedia(headerNavigationQuery).addEventListener('change', (event) => {
    if (event.matches) panel.close();
  });
}
