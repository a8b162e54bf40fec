import { type MouseEvent, useId, useState } from 'react';

/** A button that opens an anchored MUI Menu: its open state and the ARIA wiring between the two. */
export function useMenuButton() {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const buttonId = useId();
  const open = Boolean(anchor);
  const close = () => setAnchor(null);
  return {
    open,
    close,
    buttonProps: {
      id: buttonId,
      onClick: (e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget),
      'aria-haspopup': 'menu' as const,
      'aria-controls': open ? menuId : undefined,
      'aria-expanded': open ? ('true' as const) : undefined,
    },
    menuProps: {
      id: menuId,
      anchorEl: anchor,
      open,
      onClose: close,
      slotProps: { list: { 'aria-labelledby': buttonId } },
    },
  };
}
