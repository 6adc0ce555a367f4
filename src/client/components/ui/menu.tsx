import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ComponentProps } from 'react';

// The menu look that was pasted into the shell, the project header, the song rows, the profile
// and the bell. Radix gives the roles (menu, menuitem, menuitemradio), roving focus, typeahead
// and Escape; these parts only add the look. Loaded on demand with the screens that use it: the
// landing page's first load must not carry Radix (see app/first-load-imports.test.ts).

/** A dropdown menu's state (open, modal); `modal={false}` keeps the page in the a11y tree. */
export const Menu = DropdownMenu.Root;
/** The button that opens the menu (style it, or `asChild` over a Button). */
export const MenuTrigger = DropdownMenu.Trigger;
/** A group of items, e.g. a scrolling list labelled with `aria-label`. */
export const MenuGroup = DropdownMenu.Group;
/** A group of radio items with one `value` (the current language, the active profile). */
export const MenuRadioGroup = DropdownMenu.RadioGroup;
/** A submenu: a MenuSubTrigger and its MenuSubContent. */
export const MenuSub = DropdownMenu.Sub;
/** What a checked radio item shows (a tick); hidden while unchecked. */
export const MenuItemIndicator = DropdownMenu.ItemIndicator;

// Above the sticky headers and the dialogs (z-50), which a menu may open over.
const SURFACE_CLASS =
  'z-[60] max-w-[calc(100vw-1rem)] rounded-xl border border-zinc-800 bg-zinc-900 p-1.5 ' +
  'shadow-2xl shadow-black/50';

const ITEM_LAYOUT_CLASS = 'flex items-center gap-2.5 rounded-md px-2.5 py-2 text-sm';

// Highlighted = keyboard focus or hover. Radix marks a disabled item aria-disabled.
const ITEM_TONE_CLASSES = {
  default:
    'text-zinc-200 data-[highlighted]:bg-zinc-800 data-[highlighted]:text-white ' +
    'data-[disabled]:text-zinc-500',
  danger:
    'text-red-300 data-[highlighted]:bg-red-500/15 data-[highlighted]:text-red-200 ' +
    'data-[disabled]:opacity-50',
  /** A small brand-coloured action inside a list (Mark all as read, Load more). */
  accent: 'text-brand-400 data-[highlighted]:bg-zinc-800 data-[disabled]:text-zinc-400',
} as const;

export type MenuItemTone = keyof typeof ITEM_TONE_CLASSES;

interface ItemLook {
  tone?: MenuItemTone;
  /** The row's layout (padding, gap, alignment) in place of the default one; never colours. */
  className?: string;
}

function itemClasses({ tone = 'default', className }: ItemLook) {
  return [
    'cursor-pointer select-none outline-none data-[disabled]:cursor-default',
    className ?? ITEM_LAYOUT_CLASS,
    ITEM_TONE_CLASSES[tone],
  ].join(' ');
}

type ContentProps = ComponentProps<typeof DropdownMenu.Content>;

/**
 * The menu's floating panel, in a portal. `className` adds its size and layout (`min-w-[15rem]`,
 * a fixed width, a column); the surface (border, background, shadow, layer) is always the same.
 */
export function MenuContent({ className, sideOffset = 6, ...props }: ContentProps) {
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.Content
        sideOffset={sideOffset}
        className={`${SURFACE_CLASS} ${className ?? 'min-w-[12rem]'}`}
        {...props}
      />
    </DropdownMenu.Portal>
  );
}

type SubContentProps = ComponentProps<typeof DropdownMenu.SubContent>;

/** A submenu's panel, in a portal, with the same surface as MenuContent. */
export function MenuSubContent({ className, sideOffset = 6, ...props }: SubContentProps) {
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.SubContent
        sideOffset={sideOffset}
        className={`${SURFACE_CLASS} ${className ?? 'min-w-[12rem]'}`}
        {...props}
      />
    </DropdownMenu.Portal>
  );
}

type ItemProps = Omit<ComponentProps<typeof DropdownMenu.Item>, 'className'> & ItemLook;

/** One action (role menuitem); `tone="danger"` for what deletes or leaves. */
export function MenuItem({ tone, className, ...props }: ItemProps) {
  return <DropdownMenu.Item className={itemClasses({ tone, className })} {...props} />;
}

type RadioItemProps = Omit<ComponentProps<typeof DropdownMenu.RadioItem>, 'className'> & ItemLook;

/** One choice of a MenuRadioGroup (role menuitemradio, checked when it is the group's value). */
export function MenuRadioItem({ tone, className, ...props }: RadioItemProps) {
  return <DropdownMenu.RadioItem className={itemClasses({ tone, className })} {...props} />;
}

type CheckboxItemProps = Omit<ComponentProps<typeof DropdownMenu.CheckboxItem>, 'className'> &
  ItemLook;

/** An on/off setting (role menuitemcheckbox, aria-checked); selecting it flips `checked`. */
export function MenuCheckboxItem({ tone, className, ...props }: CheckboxItemProps) {
  return <DropdownMenu.CheckboxItem className={itemClasses({ tone, className })} {...props} />;
}

type SubTriggerProps = Omit<ComponentProps<typeof DropdownMenu.SubTrigger>, 'className'>;

/** The item that opens a submenu (arrow right or hover), highlighted while its submenu is open. */
export function MenuSubTrigger(props: SubTriggerProps) {
  return (
    <DropdownMenu.SubTrigger
      className={`${itemClasses({})} data-[state=open]:bg-zinc-800`}
      {...props}
    />
  );
}

/** A thin line between groups of items. */
export function MenuSeparator() {
  return <DropdownMenu.Separator className="my-1.5 h-px bg-zinc-800" />;
}

type LabelProps = ComponentProps<typeof DropdownMenu.Label>;

/** A group's heading (not focusable); `className` replaces the small caps look for a title. */
export function MenuLabel({ className, ...props }: LabelProps) {
  const look = 'px-2.5 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-zinc-400';
  return <DropdownMenu.Label className={className ?? look} {...props} />;
}
