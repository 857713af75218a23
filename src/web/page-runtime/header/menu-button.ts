/**
 * A button that opens a menu of links and actions, with the keyboard of the
 * WAI-ARIA menu button pattern: Enter, Space or the arrows open it and focus
 * an item; the arrows, Home and End move; Escape closes it and returns to the
 * button; Tab or a click elsewhere closes it.
 */
export function bindMenuButton(button: HTMLButtonElement, menu: HTMLElement): void {
  const items = () => [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')].filter((item) => !item.closest('[hidden]'));
  const isOpen = () => !menu.hidden;

  const focusItem = (index: number) => {
    const all = items();
    all[(index + all.length) % all.length]?.focus();
  };

  const open = (focusIndex: number) => {
    menu.hidden = false;
    button.setAttribute('aria-expanded', 'true');
    focusItem(focusIndex);
  };

  const close = (returnFocus: boolean) => {
    if (!isOpen()) return;
    menu.hidden = true;
    button.setAttribute('aria-expanded', 'false');
    if (returnFocus) button.focus();
  };

  button.addEventListener('click', () => (isOpen() ? close(true) : open(0)));
  button.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown') open(0);
    else if (event.key === 'ArrowUp') open(-1);
    else return;
    event.preventDefault();
  });

  menu.addEventListener('keydown', (event) => {
    const all = items();
    const index = all.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusItem(index + 1),
      ArrowUp: () => focusItem(index - 1),
      Home: () => focusItem(0),
      End: () => focusItem(-1),
      Escape: () => close(true),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      move();
    } else if (event.key === 'Tab') close(false);
  });

  document.addEventListener('pointerdown', (event) => {
    const target = event.target as Node;
    if (isOpen() && !menu.contains(target) && !button.contains(target)) close(false);
  });
  menu.addEventListener('focusout', (event) => {
    const next = event.relatedTarget as Node | null;
    if (next && !menu.contains(next) && next !== button) close(false);
  });
}
