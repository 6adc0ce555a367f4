import { ArrowRight } from 'lucide-react';
import { Button } from '../../../components/ui/button';

/** A card's "go to the whole area" button on the project overview. */
export function OverviewOpenButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <Button variant="text-brand" size="text" focus="native" onClick={onClick}>
      {label}
      <ArrowRight className="h-4 w-4" aria-hidden />
    </Button>
  );
}
