import { Loader2, type LucideIcon } from 'lucide-react';

/** A button's icon that turns into a spinner while its action runs. */
export function BusyIcon({ busy, icon: Icon }: { busy: boolean; icon: LucideIcon }) {
  return busy ? (
    <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
  ) : (
    <Icon className="h-4 w-4" aria-hidden />
  );
}
