import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { AtSign, ChevronDown, Link2, Mail, MessageCircle, Share2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/notify';
import type { Project } from '../../../../shared/schemas/projects';
import { projectShareLinks, projectShareUrl } from '../lib/share-links';
import { headerButtonClass, menuContentClass, menuItemClass } from './menu-styles';

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
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={headerButtonClass}>
        <Share2 className="h-4 w-4" aria-hidden />
        {t('share.button')}
        <ChevronDown className="h-4 w-4 text-zinc-400" aria-hidden />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content align="end" sideOffset={6} className={menuContentClass}>
          <DropdownMenu.Item className={menuItemClass} onSelect={() => void handleCopy()}>
            <Link2 className="h-4 w-4 text-zinc-400" aria-hidden />
            {t('share.copyLink')}
          </DropdownMenu.Item>
          <ShareLink
            href={links.whatsapp}
            icon={<MessageCircle className="h-4 w-4 text-zinc-400" aria-hidden />}
          >
            {t('share.whatsapp')}
          </ShareLink>
          <ShareLink
            href={links.email}
            icon={<Mail className="h-4 w-4 text-zinc-400" aria-hidden />}
          >
            {t('share.email')}
          </ShareLink>
          <ShareLink
            href={links.twitter}
            icon={<AtSign className="h-4 w-4 text-zinc-400" aria-hidden />}
          >
            {t('share.twitter')}
          </ShareLink>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
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
    <DropdownMenu.Item asChild className={menuItemClass}>
      <a href={href} target="_blank" rel="noopener noreferrer">
        {icon}
        {children}
      </a>
    </DropdownMenu.Item>
  );
}
