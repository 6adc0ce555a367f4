import { Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { SharedLink } from '../../../../shared/schemas/share-links';
import { formatDay } from '../../../features/share-links/lib/link-facts';

/** Who sent what to whom, and until when. */
export function SharedLinkHero({ link }: { link: SharedLink }) {
  const { t, i18n } = useTranslation('share-links');
  return (
    <div className="flex flex-col gap-6 sm:flex-row sm:items-end">
      <span className="flex h-28 w-28 shrink-0 items-center justify-center rounded-2xl bg-gradient-to-br from-brand-600 to-fuchsia-600 shadow-xl shadow-brand-900/40">
        <Send className="h-12 w-12 text-white/90" aria-hidden />
      </span>
      <div className="min-w-0 flex-1">
        <p className="text-xs font-semibold uppercase tracking-widest text-brand-300">
          {t('listener.eyebrow', { name: link.recipientName })}
        </p>
        <h1 className="mt-2 text-3xl font-bold tracking-tight text-white [overflow-wrap:anywhere] sm:text-4xl">
          {link.title}
        </h1>
        <p className="mt-2 text-sm text-zinc-300">
          {t('listener.from', { name: link.senderName })}
        </p>
        <p className="mt-1 text-sm text-zinc-400">
          {t('listener.songCount', { count: link.trackCount })}
          {link.expiresAt &&
            ` · ${t('listener.expires', { day: formatDay(link.expiresAt, i18n.language) })}`}
        </p>
      </div>
    </div>
  );
}
