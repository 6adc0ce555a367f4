/**
 * The button that opened the menu `element` sits in, through any submenus: a menu is labelled
 * by its button (aria-labelledby), and a submenu's button sits in its parent menu.
 */
export function menuButtonOf(element: Element | null): HTMLElement | null {
  let button: HTMLElement | null = null;
  let menu = element?.closest('[role="menu"]');
  while (menu) {
    const buttonId = menu.getAttribute('aria-labelledby');
    button = buttonId ? document.getElementById(buttonId) : null;
    menu = button?.closest('[role="menu"]');
  }
  return button;
}
