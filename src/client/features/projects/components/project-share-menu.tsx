import { AtSign, ChevronDown, Link2, Mail, MessageCircle, Share2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Menu, MenuContent, MenuItem, MenuTrigger } from '../../../components/ui/menu';
import { toast } from '../../../lib/notify';
import type { Project } from '../../../../shared/schemas/projects';
import { projectShareLinks, projectShareUrl } from '../lib/share-links';

/** A round outline button, as the header's other actions. */
const triggerClass =
  'inline-flex h-10 items-center justify-center gap-2 rounded-full border border-zinc-700 ' +
  'px-4 text-sm font-medium text-zinc-200 transition-colors hover:bg-zinc-800 ' +
  'data-[state=open]:bg-zinc-800';

/** Share: Copy Link, WhatsApp, Email, Twitter, all pointing at /project/{id} (part 2 §2). */
export function ProjectShareMenu({ project }: { project: Project }) {
  const { t } = useTranslation('projects');
  const url = projectShareUrl(window.location.origin, project.id);
  const links = projectShareLinks(url, project.title, t('share.message', { title: project.title }));

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
      <MenuTrigger className={triggerClass}>
        <Share2 className="h-4 w-4" aria-hidden />
        {t('share.button')}
        <ChevronDown className="h-4 w-4 text-zinc-400" aria-hidden />
      </MenuTrigger>
      <MenuContent align="end">
        <MenuItem onSelect={() => void handleCopy()}>
          <Link2 className="h-4 w-4 text-zinc-400" aria-hidden />
          {t('share.copyLink')}
        </MenuItem>
        <ShareLink
          href={links.whatsapp}
          icon={<MessageCircle className="h-4 w-4 text-zinc-400" aria-hidden />}
        >
          {t('share.whatsapp')}
        </ShareLink>
        <ShareLink href={links.email} icon={<Mail className="h-4 w-4 text-zinc-400" aria-hidden />}>
          {t('share.email')}
        </ShareLink>
        <ShareLink
          href={links.twitter}
          icon={<AtSign className="h-4 w-4 text-zinc-400" aria-hidden />}
        >
          {t('share.twitter')}
        </ShareLink>
      </MenuContent>
    </Menu>
  );
}

function ShareLink({
  href,
  icon,
  children,
}: {
  href: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <MenuItem asChild>
      <a href={href} target="_blank" rel="noopener noreferrer">
        {icon}
        {children}
      </a>
    </MenuItem>
  );
}
