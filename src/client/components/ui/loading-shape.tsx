import type { ReactNode } from 'react';

/**
 * Placeholders drawn in the shape of what is loading, announced once by `label` (a status that
 * is busy); the shapes themselves are decoration.
 */
export function LoadingShape({
  label,
  className = 'animate-pulse',
  children,
}: {
  label: string;
  /** The frame's layout; pulses as a whole unless the shapes pulse on their own. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div role="status" aria-busy className={className}>
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}
