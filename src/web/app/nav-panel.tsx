import { Menu } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '@web/components/ui/button';
import { useTranslation } from '@web/i18n/locale-texts-context';
import { useOnDemand } from '@web/lib/use-on-demand';

const loadDialog = () => import('./nav-panel-dialog');

/** Tailwind's `xl`, where the header shows the navigation itself. */
const headerNavigationQuery = '(min-width: 80rem)';

/**
 * Closes the panel when the window grows wide enough for the header's own
 * navigation, so an open modal never outlives the button that opened it.
 */
function useCloseWhenHeaderNavigationShows(open: boolean, close: () => void) {
  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia(headerNavigationQuery);
    if (wide.matches) close();
    const onChange = (event: MediaQueryListEvent) => {
      if (event.matches) close();
    };
    wide.addEventListener('change', onChange);
    return () => wide.removeEventListener('change', onChange);
  }, [open, close]);
}

/**
 * Below the large breakpoint the navigation lives in a side panel. The panel,
 * with its Radix dialog code, loads when the menu button is first used; the
 * button itself stays the same element, so focus can return to it on close.
 */
export function NavPanel() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const closePanel = useCallback(() => setOpen(false), []);
  const menuButton = useRef<HTMLButtonElement>(null);
  const dialog = useOnDemand(loadDialog);
  const PanelDialog = dialog.loaded?.NavPanelDialog;
  useCloseWhenHeaderNavigationShows(open, closePanel);
  return (
    <>
      <Button
        ref={menuButton}
        type="button"
        variant="ghost"
        size="icon"
        className="xl:hidden"
        aria-label={t('shell.openMenu')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={dialog.prefetch}
        onFocus={dialog.prefetch}
        onClick={() => {
          setOpen(true);
          void dialog.activate();
        }}
      >
        <Menu aria-hidden="true" />
      </Button>
      {PanelDialog && <PanelDialog open={open} onOpenChange={setOpen} returnFocusTo={menuButton} />}
    </>
  );
}
