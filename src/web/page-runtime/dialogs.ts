/** Whether a click landed on the dialog's backdrop: outside its box, though the event targets the dialog itself. */
function onBackdrop(dialog: HTMLDialogElement, event: MouseEvent): boolean {
  if (event.target !== dialog) return false;
  const box = dialog.getBoundingClientRect();
  return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
}

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Keeps Tab inside the open dialog: from its last control to its first and
 * back. The browser's own modal lets focus wander to its address bar.
 */
function wrapTabFocus(dialog: HTMLDialogElement, event: KeyboardEvent): void {
  if (event.key !== 'Tab') return;
  const controls = [...dialog.querySelectorAll<HTMLElement>(focusable)].filter((control) => control.getClientRects().length > 0);
  const first = controls[0];
  const last = controls.at(-1);
  if (!first || !last) return;
  const leaving = event.shiftKey ? document.activeElement === first : document.activeElement === last;
  if (!leaving) return;
  event.preventDefault();
  (event.shiftKey ? last : first).focus();
}

/**
 * A button that opens a native modal <dialog>. The browser keeps focus inside
 * it, makes the page behind inert, closes it on Escape and returns focus to
 * the button; this adds the close buttons (`data-close-dialog`), a click on
 * the backdrop, Tab kept inside, and the button's aria-expanded.
 */
export function bindDialog(button: HTMLElement, dialog: HTMLDialogElement): void {
  button.addEventListener('click', (event) => {
    event.preventDefault();
    dialog.showModal();
    button.setAttribute('aria-expanded', 'true');
  });
  dialog.addEventListener('close', () => button.setAttribute('aria-expanded', 'false'));
  dialog.addEventListener('keydown', (event) => wrapTabFocus(dialog, event));
  dialog.addEventListener('click', (event) => {
    if (onBackdrop(dialog, event)) dialog.close();
  });
  for (const closer of dialog.querySelectorAll('[data-close-dialog]')) closer.addEventListener('click', () => dialog.close());
}

/**
 * A link that stands in for the button without JavaScript (the header's
 * search leads to the search page) becomes that button: announced as one,
 * and Space presses it as Enter does.
 */
function linkAsButton(link: HTMLAnchorElement): void {
  link.setAttribute('role', 'button');
  link.setAttribute('aria-haspopup', 'dialog');
  link.setAttribute('aria-expanded', 'false');
  link.addEventListener('keydown', (event) => {
    if (event.key !== ' ') return;
    event.preventDefault();
    link.click();
  });
}

/** Every button (or link) marked `data-opens-dialog="<id>"` opens the dialog of that id. */
export function bindDialogs(): void {
  for (const button of document.querySelectorAll<HTMLElement>('[data-opens-dialog]')) {
    const dialog = document.getElementById(button.dataset.opensDialog ?? '');
    if (!(dialog instanceof HTMLDialogElement)) continue;
    if (button instanceof HTMLAnchorElement) linkAsButton(button);
    bindDialog(button, dialog);
  }
}
