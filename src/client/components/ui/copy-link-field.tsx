import { Copy } from 'lucide-react';
import { useId } from 'react';
import { toast } from '../../lib/notify';

interface CopyLinkFieldProps {
  link: string;
  /** What the field holds, and the texts of its note, button and toasts (already translated). */
  text: { label: string; note?: string; copy: string; copied: string; copyFailed: string };
}

/**
 * A link for a person to hand over themselves (a demo invitation, a reset link no mail server
 * took): a read-only field, selected on focus, with a Copy button.
 */
export function CopyLinkField({ link, text }: CopyLinkFieldProps) {
  const id = useId();
  const handleCopy = () => {
    if (!navigator.clipboard) return toast.error(text.copyFailed);
    navigator.clipboard.writeText(link).then(
      () => toast.success(text.copied),
      () => toast.error(text.copyFailed),
    );
  };
  return (
    <div>
      <label htmlFor={`${id}-link`} className="mb-1.5 block text-sm font-medium text-zinc-300">
        {text.label}
      </label>
      {text.note && (
        <p id={`${id}-note`} className="mb-1.5 text-xs text-zinc-400">
          {text.note}
        </p>
      )}
      <div className="flex gap-2">
        <input
          id={`${id}-link`}
          readOnly
          value={link}
          aria-describedby={text.note ? `${id}-note` : undefined}
          onFocus={(event) => event.currentTarget.select()}
          className="w-full rounded-lg border border-zinc-700 bg-zinc-950 px-3 py-2 text-sm text-zinc-100 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/40"
        />
        <button
          type="button"
          onClick={handleCopy}
          className="inline-flex shrink-0 items-center justify-center gap-2 rounded-lg border border-zinc-700 px-4 py-2 text-sm font-medium text-zinc-100 hover:bg-zinc-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-400"
        >
          <Copy className="h-4 w-4" aria-hidden />
          {text.copy}
        </button>
      </div>
    </div>
  );
}
