import { Copy, ExternalLink, Globe } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/notify';
import type { Playlist } from '../../../../shared/schemas/playlists';
import { useUpdatePlaylist } from '../api/playlist-mutations';
import { requestFailureMessage, shareLinkFor } from '../lib/playlist-rules';
import { Button } from '../../../components/ui/button';
import { SavingSwitch } from '../../../components/ui/switch';
import { Card } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { iconButtonClasses } from '../../../components/ui/icon-button';

/**
 * Public/private switch and, while public, the share link (`/listen/{token}`) with Copy link.
 * Making the playlist private turns the link off for good: public again mints a new one.
 */
export function PlaylistSharing({ playlist }: { playlist: Playlist }) {
  const { t } = useTranslation('playlists');
  const ids = useId();
  const update = useUpdatePlaylist(playlist.id);
  const link =
    playlist.isPublic && playlist.shareUrl
      ? shareLinkFor(window.location.origin, playlist.shareUrl)
      : null;

  const handleToggle = () =>
    update.mutate(
      { isPublic: !playlist.isPublic },
      {
        onSuccess: (saved) =>
          saved.isPublic
            ? toast.success(t('toast.madePublic'), { description: t('toast.madePublicBody') })
            : toast.success(t('toast.madePrivate'), { description: t('toast.madePrivateBody') }),
        onError: (error) =>
          toast.error(t('toast.updateFailed'), {
            description: requestFailureMessage(error, t('toast.tryAgain')),
          }),
      },
    );

  const handleCopy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      toast.success(t('toast.linkCopied'));
    } catch {
      toast.error(t('toast.copyFailed'), { description: link });
    }
  };

  return (
    <Card
      as="section"
      padding="responsive"
      aria-labelledby={`${ids}-heading`}
      className="space-y-4"
    >
      <h2
        id={`${ids}-heading`}
        className="flex items-center gap-2 text-base font-semibold text-zinc-100"
      >
        <Globe className="h-5 w-5 text-brand-400" aria-hidden />
        {t('sharing.heading')}
      </h2>
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <p id={`${ids}-label`} className="text-sm font-medium text-zinc-200">
            {t('sharing.switch')}
          </p>
          <p id={`${ids}-help`} className="mt-1 text-sm text-zinc-400">
            {playlist.isPublic ? t('sharing.publicHelp') : t('sharing.privateHelp')}
          </p>
        </div>
        <SavingSwitch
          checked={playlist.isPublic}
          onChange={() => handleToggle()}
          labelledBy={`${ids}-label`}
          describedBy={`${ids}-help`}
          saving={update.isPending}
        />
      </div>
      {link && (
        <div>
          <label htmlFor={`${ids}-link`} className="mb-1.5 block text-sm font-medium text-zinc-300">
            {t('sharing.link')}
          </label>
          <div className="flex gap-2">
            <Input
              id={`${ids}-link`}
              readOnly
              value={link}
              onFocus={(event) => event.target.select()}
              className="min-w-0 flex-1 font-mono text-xs"
            />
            <a
              href={link}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={t('sharing.open')}
              title={t('sharing.open')}
              className={iconButtonClasses('list', 'h-auto w-10 border border-zinc-700')}
            >
              <ExternalLink className="h-4 w-4" aria-hidden />
            </a>
          </div>
          <Button variant="secondary" onClick={() => void handleCopy()} className="mt-3 w-full">
            <Copy className="h-4 w-4" aria-hidden />
            {t('sharing.copy')}
          </Button>
        </div>
      )}
    </Card>
  );
}
