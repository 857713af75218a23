import { bindAccountArea } from './account-area';
import { bindLanguageChoices } from './language-choice';
import { bindMenuButton } from './menu-button';
import { closeNavPanelWhenDone } from './nav-panel';
import { bindThemeToggle } from './theme-toggle';

/** Makes the prerendered header's controls work; each looks for its element by a data attribute the shell renders. */
export function bindHeader(): void {
  const themeButton = document.querySelector<HTMLButtonElement>('[data-theme-toggle]');
  if (themeButton) bindThemeToggle(themeButton);

  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-menu-button]')) {
    const menu = document.getElementById(button.getAttribute('aria-controls') ?? '');
    if (menu) bindMenuButton(button, menu);
  }

  bindLanguageChoices();

  const panel = document.querySelector<HTMLDialogElement>('dialog[data-nav-panel]');
  if (panel) closeNavPanelWhenDone(panel);

  bindAccountArea();
}
