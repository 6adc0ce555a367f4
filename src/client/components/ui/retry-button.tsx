import { RotateCw } from 'lucide-react';

const VARIANTS = {
  primary: 'bg-brand-600 font-semibold text-white hover:bg-brand-500',
  secondary: 'border border-zinc-700 font-medium text-zinc-200 hover:bg-zinc-800',
} as const;

interface RetryButtonProps {
  label: string;
  onRetry: () => void;
  /** The new attempt is under way: the icon spins and the button waits. */
  retrying?: boolean;
  variant?: keyof typeof VARIANTS;
}

/** "Retry" after a failed load; disabled with a spinning icon while the retry runs. */
export function RetryButton({
  label,
  onRetry,
  retrying = false,
  variant = 'secondary',
}: RetryButtonProps) {
  return (
    <button
      type="button"
      onClick={onRetry}
      disabled={retrying}
      className={`inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-400 disabled:opacity-60 ${VARIANTS[variant]}`}
    >
      <RotateCw className={`h-4 w-4 ${retrying ? 'animate-spin' : ''}`} aria-hidden />
      {label}
    </button>
  );
}
