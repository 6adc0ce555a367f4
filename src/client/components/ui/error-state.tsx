import { AlertTriangle } from 'lucide-react';
import { RetryButton } from './retry-button';

interface ErrorStateProps {
  title: string;
  body: string;
  retryLabel: string;
  onRetry: () => void;
  retrying?: boolean;
  /** `h2` when the failure replaces a page's content, `p` inside a section that has a heading. */
  titleAs?: 'h2' | 'p';
}

/** A part of the page failed to load: say so (an alert) and offer Retry. */
export function ErrorState({
  title,
  body,
  retryLabel,
  onRetry,
  retrying,
  titleAs: Title = 'p',
}: ErrorStateProps) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-2xl border border-red-500/30 bg-red-500/5 px-6 py-12 text-center"
    >
      <AlertTriangle className="mb-3 h-8 w-8 text-red-400" aria-hidden />
      <Title className="font-semibold text-zinc-100">{title}</Title>
      <p className="mt-1 text-sm text-zinc-400">{body}</p>
      <div className="mt-5">
        <RetryButton label={retryLabel} onRetry={onRetry} retrying={retrying} />
      </div>
    </div>
  );
}
