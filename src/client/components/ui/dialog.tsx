import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Loader2, X, type LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';

// Radix Dialog is loaded on demand (the landing page's first-load budget,
// app/first-load-imports.test.ts): import this module only from modules that are lazy already.

/** The dialog's state holder (open / onOpenChange). */
export const Dialog = DialogPrimitive.Root;
/** The button that opens the dialog; focus returns to it on close. */
export const DialogTrigger = DialogPrimitive.Trigger;
/** Closes the dialog; use `asChild` around a Button. */
export const DialogClose = DialogPrimitive.Close;
/** For frames of their own (a drawer, a sheet): the portal, the panel, its title and description. */
export const DialogPortal = DialogPrimitive.Portal;
export const DialogPanel = DialogPrimitive.Content;
export const DialogTitle = DialogPrimitive.Title;
export const DialogDescription = DialogPrimitive.Description;

const OVERLAY_CLASS = 'fixed inset-0 bg-black/60 backdrop-blur-sm';

/** The dimmed backdrop; `className` adds to it and sets its z-index (z-50 unless told). */
export function DialogOverlay({ className = 'z-50' }: { className?: string }) {
  return <DialogPrimitive.Overlay className={`${OVERLAY_CLASS} ${className}`} />;
}

// Literal class strings, so Tailwind sees them.
const WIDTH_CLASSES = {
  sm: 'w-[min(28rem,calc(100vw-2rem))]',
  md: 'w-[min(30rem,calc(100vw-2rem))]',
  lg: 'w-[min(32rem,calc(100vw-2rem))]',
  xl: 'w-[min(34rem,calc(100vw-2rem))]',
  '2xl': 'w-[min(40rem,calc(100vw-2rem))]',
} as const;

const PANEL_CLASS =
  'fixed left-1/2 top-1/2 z-50 max-h-[calc(100dvh-2rem)] -translate-x-1/2 -translate-y-1/2 ' +
  'overflow-y-auto rounded-2xl border border-zinc-800 bg-zinc-900 p-6 shadow-2xl focus:outline-none';

type DialogContentProps = Omit<ComponentProps<typeof DialogPrimitive.Content>, 'title'> & {
  title: ReactNode;
  /** Read out with the title; without one the panel has no aria-describedby. */
  description?: ReactNode;
  /** The corner close button's accessible name; no corner button without it. */
  closeLabel?: string;
  /** While a request runs the corner button waits too. */
  closeDisabled?: boolean;
  width?: keyof typeof WIDTH_CLASSES;
  /** Layout additions only (a fixed height, a flex column), not colours or widths. */
  className?: string;
};

/** A centred modal panel over the overlay: title, optional description, body, corner close. */
export function DialogContent({
  title,
  description,
  closeLabel,
  closeDisabled,
  width = 'sm',
  className,
  children,
  ...panelProps
}: DialogContentProps) {
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogPrimitive.Content
        {...(description === undefined && { 'aria-describedby': undefined })}
        {...panelProps}
        className={[PANEL_CLASS, WIDTH_CLASSES[width], className].filter(Boolean).join(' ')}
      >
        <DialogPrimitive.Title
          className={`text-lg font-semibold text-white [overflow-wrap:anywhere] ${closeLabel ? 'pr-8' : ''}`}
        >
          {title}
        </DialogPrimitive.Title>
        {description !== undefined && (
          <DialogPrimitive.Description className="mt-1.5 text-sm text-zinc-400 [overflow-wrap:anywhere]">
            {description}
          </DialogPrimitive.Description>
        )}
        {children}
        {closeLabel && (
          <DialogPrimitive.Close asChild>
            <Button
              variant="ghost"
              size="icon"
              aria-label={closeLabel}
              disabled={closeDisabled}
              className="absolute right-3 top-3"
            >
              <X className="h-4 w-4" aria-hidden />
            </Button>
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPortal>
  );
}

/** The row of actions under a dialog's form: stacked on phones, at the right elsewhere. */
export function DialogFooter({
  className,
  spread = false,
  children,
}: {
  /** Places it (a top margin or padding); a form's space-y may do that instead. */
  className?: string;
  /** The first action at the left edge (Discard away from Save) instead of all at the right. */
  spread?: boolean;
  children: ReactNode;
}) {
  const align = spread ? 'sm:justify-between' : 'sm:justify-end';
  return (
    <div className={`flex flex-col-reverse gap-3 sm:flex-row ${align} ${className ?? ''}`}>
      {children}
    </div>
  );
}

interface DialogActionsProps {
  /** The common "Cancel" unless told otherwise ("Close" where nothing is lost). */
  cancelLabel?: string;
  /** The main action's label while idle. */
  actionLabel: string;
  /** Its label while the request runs (the idle label when not given). */
  pendingLabel?: string;
  /** A request runs: both buttons wait and the action shows a spinner. */
  pending: boolean;
  /** The action waits for something besides the request (nothing changed yet, a field empty). */
  actionDisabled?: boolean;
  /** Shown on the action while idle (a plus for "create", a bin for "delete"). */
  actionIcon?: LucideIcon;
  /** Red for what cannot be undone; the brand fill otherwise. */
  actionVariant?: 'primary' | 'danger';
  /** Called on click; without it the action submits the form it stands in. */
  onAction?: () => void;
  /** Places the row (a top margin or padding), as DialogFooter's. */
  className?: string;
}

/** A dialog's Cancel (closes it) and its main action (submits, with a pending state). */
export function DialogActions({
  cancelLabel,
  actionLabel,
  pendingLabel = actionLabel,
  pending,
  actionDisabled = false,
  actionIcon: Icon,
  actionVariant = 'primary',
  onAction,
  className,
}: DialogActionsProps) {
  const { t } = useTranslation();
  return (
    <DialogFooter className={className}>
      <DialogPrimitive.Close asChild>
        <Button variant="secondary" disabled={pending}>
          {cancelLabel ?? t('common:cancel')}
        </Button>
      </DialogPrimitive.Close>
      <Button
        type={onAction ? 'button' : 'submit'}
        variant={actionVariant}
        onClick={onAction}
        busy={pending}
        disabled={actionDisabled}
      >
        {pending ? (
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
        ) : (
          Icon && <Icon className="h-4 w-4" aria-hidden />
        )}
        {pending ? pendingLabel : actionLabel}
      </Button>
    </DialogFooter>
  );
}
