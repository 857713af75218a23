/** Tailwind's `xl`, where the header shows the navigation itself. */
const headerNavigationQuery = '(min-width: 80rem)';

/**
 * Below the large breakpoint the navigation lives in a side panel: a native
 * modal <dialog>, which keeps focus inside, makes the page behind it inert,
 * closes on Escape and hands focus back to the menu button by itself.
 */
export function bindNavPanel(button: HTMLButtonElement, panel: HTMLDialogElement): void {
  const close = () => panel.close();
  button.addEventListener('click', () => {
    panel.showModal();
    button.setAttribute('aria-expanded', 'true');
  });
  panel.addEventListener('close', () => button.setAttribute('aria-expanded', 'false'));
  // A click on the backdrop lands on the dialog element itself.
  panel.addEventListener('click', (event) => {
    if (event.target === panel) close();
  });
  for (const closer of panel.querySelectorAll('[data-close-panel], a[href]')) closer.addEventListener('click', close);
  // An open modal never outlives the button that opened it.
  window.matchMedia(headerNavigationQuery).addEventListener('change', (event) => {
    if (event.matches) close();
  });
}
