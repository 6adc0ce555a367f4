import { ArrowRight } from 'lucide-react';

/** A card's "go to the whole area" button on the project overview. */
export function OverviewOpenButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="inline-flex items-center gap-1 rounded-lg text-sm font-medium text-brand-300 hover:text-brand-200"
    >
      {label}
      <ArrowRight className="h-4 w-4" aria-hidden />
    </button>
  );
}
