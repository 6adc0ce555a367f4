import { ChevronDown, Link2, Send, Share2 } from 'lucide-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { can } from '../../../../shared/permissions';
import type { Project } from '../../../../shared/schemas/projects';
import { Menu, MenuContent, MenuItem, MenuTrigger } from '../../../components/ui/menu';
import { toast } from '../../../lib/notify';
import { requestShareLink } from '../../../lib/share-request';
import { projectShareUrl } from '../lib/share-links';

/** A round outline button, as the header's other actions. */
const triggerClass =
  'inline-flex h-10 items-center justify-center gap-2 rounded-full border border-zinc-700 ' +
  'px-4 text-sm font-medium text-zinc-200 transition-colors hover:bg-zinc-800 ' +
  'data-[state=open]:bg-zinc-800';

/**
 * Share: "Share privately…" (a link per recipient, /s/{token}, where the policy lets the caller
 * share the project's songs) and "Copy link for members" (/project/{id}, which only members can
 * open: it is named so nobody sends it to an outsider).
 */
export function ProjectShareMenu({ project }: { project: Project }) {
  const { t } = useTranslation('projects');
  const trigger = useRef<HTMLButtonElement>(null);
  const url = projectShareUrl(window.location.origin, project.id);
  const mayShare = can(project.role, 'audio.share', { membersMayShare: project.membersMayShare });

  const handleCopy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('share.copied'), { description: t('share.copiedBody') });
    } catch {
      toast.error(t('share.copyFailed'), { description: url });
    }
  };

  return (
    <Menu>
      <MenuTrigger ref={trigger} className={triggerClass}>
        <Share2 className="h-4 w-4" aria-hidden />
        {t('share.button')}
        <ChevronDown className="h-4 w-4 text-zinc-400" aria-hidden />
      </MenuTrigger>
      <MenuContent align="end">
        {mayShare && (
          <MenuItem
            onSelect={() =>
              requestShareLink(
                { type: 'project', id: project.id, title: project.title },
                trigger.current,
              )
            }
          >
            <Send className="h-4 w-4 text-zinc-400" aria-hidden />
            {t('share.privately')}
          </MenuItem>
        )}
        <MenuItem onSelect={() => void handleCopy()}>
          <Link2 className="h-4 w-4 text-zinc-400" aria-hidden />
          {t('share.copyLink')}
        </MenuItem>
      </MenuContent>
    </Menu>
  );
}
