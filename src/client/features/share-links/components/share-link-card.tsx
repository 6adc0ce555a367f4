import { BarChart3, Copy, Download, Lock, MessageSquare, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ShareLinkSummary } from '../../../../shared/schemas/share-links';
import { Button } from '../../../components/ui/button';
import { Badge, Card } from '../../../components/ui/card';
import { formatRelativeAge } from '../../../lib/relative-age';
import { toast } from '../../../lib/notify';
import { formatDay, linkFlags, versionOf, type LinkFlag } from '../lib/link-facts';
import { LinkEmailFailedNote } from './link-email-failed-note';

const FLAG_ICONS = { password: Lock, download: Download, comments: MessageSquare } as const;

const STATE_TONES = { active: 'success', expired: 'neutral', revoked: 'outline' } as const;

interface ShareLinkCardProps {
  link: ShareLinkSummary;
  onRevoke: (link: ShareLinkSummary) => void;
  onReceipts: (link: ShareLinkSummary) => void;
}

/** One link: who it is for, what it shares, its state and limits, receipts at a glance, actions. */
export function ShareLinkCard({ link, onRevoke, onReceipts }: ShareLinkCardProps) {
  const { t, i18n } = useTranslation('share-links');
  const language = i18n.language;
  const version = versionOf(link.target);
  const flags = linkFlags(link);
  const title = link.target.title || t('card.targetGone');

  const handleCopy = () => {
    if (!navigator.clipboard) return toast.error(t('copy.failed'), { description: link.url });
    navigator.clipboard.writeText(link.url).then(
      () => toast.success(t('copy.done')),
      () => toast.error(t('copy.failed'), { description: link.url }),
    );
  };

  return (
    <Card as="li" padding="responsive" data-testid="share-link" className="space-y-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-base font-semibold text-white [overflow-wrap:anywhere]">
            {link.recipientName}
            {link.recipientEmail && (
              <span className="ml-2 text-sm font-normal text-zinc-400">{link.recipientEmail}</span>
            )}
          </h3>
          <p className="mt-0.5 text-sm text-zinc-300 [overflow-wrap:anywhere]">
            <span className="text-zinc-400">{t(`card.type.${link.target.type}`)}: </span>
            {title}
            {version && (
              <span className="text-zinc-400">
                {' · '}
                {version.kind === 'latest' ? t('card.latest') : version.label}
              </span>
            )}
          </p>
          <p className="mt-0.5 text-xs text-zinc-400">
            {t('card.madeBy', {
              name: link.createdBy.name,
              age: formatRelativeAge(link.createdAt, new Date(), language),
            })}
          </p>
        </div>
        <Badge tone={STATE_TONES[link.state]} data-testid="share-link-state">
          {t(`state.${link.state}`)}
        </Badge>
      </div>
      <ul className="flex flex-wrap gap-2" aria-label={t('card.limits')}>
        <Badge as="li" tone="neutral">
          {link.expiresAt
            ? t('card.expires', { day: formatDay(link.expiresAt, language) })
            : t('card.neverExpires')}
        </Badge>
        {(Object.keys(flags) as LinkFlag[]).map((flag) => {
          const Icon = FLAG_ICONS[flag];
          return (
            <Badge key={flag} as="li" tone="outline">
              <Icon className="mr-1 h-3 w-3" aria-hidden />
              {t(`flag.${flag}.${flags[flag] ? 'on' : 'off'}`)}
            </Badge>
          );
        })}
      </ul>
      <p className="text-sm text-zinc-300" data-testid="share-link-glance">
        {link.lastOpenedAt
          ? t('card.opened', { age: formatRelativeAge(link.lastOpenedAt, new Date(), language) })
          : t('card.notOpened')}
        {' · '}
        {t('card.listens', { count: link.listenCount })}
      </p>
      <LinkEmailFailedNote link={link} />
      <div className="flex flex-wrap gap-2">
        {link.state === 'active' && (
          <Button variant="secondary" size="sm" onClick={handleCopy}>
            <Copy className="h-4 w-4" aria-hidden />
            {t('copy.button')}
            <span className="sr-only">{t('card.forRecipient', { name: link.recipientName })}</span>
          </Button>
        )}
        {link.canSeeReceipts && (
          <Button variant="secondary" size="sm" onClick={() => onReceipts(link)}>
            <BarChart3 className="h-4 w-4" aria-hidden />
            {t('card.receipts')}
            <span className="sr-only">{t('card.forRecipient', { name: link.recipientName })}</span>
          </Button>
        )}
        {link.state === 'active' && (
          <Button
            variant="ghost"
            size="sm"
            className="hover:text-red-300"
            onClick={() => onRevoke(link)}
          >
            <Trash2 className="h-4 w-4" aria-hidden />
            {t('card.revoke')}
            <span className="sr-only">{t('card.forRecipient', { name: link.recipientName })}</span>
          </Button>
        )}
      </div>
    </Card>
  );
}
