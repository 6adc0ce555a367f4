import { Loader2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';

/** An auth form's full-width submit button: disabled with a spinner and its busy words while pending. */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
  disabled = false,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
  /** Disabled for another reason too (e.g. a demo sign-in running). */
  disabled?: boolean;
}) {
  return (
    <Button
      type="submit"
      variant="raised"
      size="lg"
      focus="native"
      disabled={pending || disabled}
      className="w-full"
    >
      {pending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
      {pending ? pendingLabel : label}
    </Button>
  );
}
