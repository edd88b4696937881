import { modal } from "./dialog";
import { type Enhance, listen, marked } from "./enhancement";

/** What makes the menu's link (to the footer's lists, for a page without JavaScript) a button that opens a dialog. */
const asButton = { role: "button", "aria-haspopup": "dialog", "aria-expanded": "false" } as const;

/**
 * The small screens' menu (decision 145): the menu link opens the side drawer, a modal <dialog>, by click, Enter or
 * Space. Its close button is a `method="dialog"` form; Escape, the backdrop and a followed link close it too, and
 * focus goes back to the menu button.
 */
export const enhance: Enhance = (root) => {
  const removers = marked(root, "menu-drawer").map((drawer) => {
    const button = drawer.querySelector<HTMLAnchorElement>(":scope > a");
    const dialog = drawer.querySelector("dialog");
    if (!button || !dialog) return () => {};
    const menu = modal(dialog, () => button.setAttribute("aria-expanded", "false"));
    const open = (event: Event) => {
      event.preventDefault();
      button.setAttribute("aria-expanded", "true");
      menu.open(button);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === " ") open(event);
    };
    // A followed link leaves the page: the drawer closes first, so going back finds the page without it.
    const onLinkClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest("a[href]")) menu.close();
    };
    for (const [name, value] of Object.entries(asButton)) button.setAttribute(name, value);
    const stops = [listen(button, { click: open, keydown: onKeyDown }), listen(dialog, { click: onLinkClick })];
    return () => {
      stops.forEach((stop) => stop());
      menu.remove();
      for (const name of Object.keys(asButton)) button.removeAttribute(name);
    };
  });
  return () => removers.forEach((remove) => remove());
};
