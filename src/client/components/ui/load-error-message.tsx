import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { PageMessage } from './page-message';
import { RetryButton } from './retry-button';

interface LoadErrorMessageProps {
  icon: LucideIcon;
  title: string;
  body: string;
  retryLabel: string;
  onRetry: () => void;
  retrying: boolean;
  /** The way out beside Retry (back to a list, to the landing page). */
  back: ReactNode;
}

/**
 * A page whose data failed to load for a reason other than "not found" (network, server): the
 * address may be fine, so Retry, or leave. Announced as an alert: it replaces what was loading.
 */
export function LoadErrorMessage({
  icon,
  title,
  body,
  retryLabel,
  onRetry,
  retrying,
  back,
}: LoadErrorMessageProps) {
  return (
    <div role="alert">
      <PageMessage
        icon={icon}
        tone="muted"
        title={title}
        body={body}
        actions={
          <>
            <RetryButton
              label={retryLabel}
              onRetry={onRetry}
              retrying={retrying}
              variant="primary"
            />
            {back}
          </>
        }
      />
    </div>
  );
}
