import { ChevronDown, Download, Pencil, Settings, Share2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button';
import { Menu, MenuContent, MenuItem, MenuTrigger } from '../../../components/ui/menu';

/** Where the settings page streams the account's data as a ZIP (the settings area's route). */
export const EXPORT_DATA_URL = '/api/settings/export';

interface ProfileActionsMenuProps {
  onEdit: () => void;
  onShare: () => void;
}

/** The profile's actions: Edit Profile, Share Profile, Export Data, Profile Settings. */
export function ProfileActionsMenu({ onEdit, onShare }: ProfileActionsMenuProps) {
  const { t } = useTranslation('profile');
  return (
    <Menu>
      <MenuTrigger
        className={buttonClasses({
          variant: 'secondary',
          className: 'data-[state=open]:bg-zinc-800',
        })}
      >
        {t('actions.button')}
        <ChevronDown className="h-4 w-4" aria-hidden />
      </MenuTrigger>
      <MenuContent align="end" className="min-w-[13rem]">
        <MenuItem onSelect={onEdit}>
          <Pencil className="h-4 w-4" aria-hidden />
          {t('actions.edit')}
        </MenuItem>
        <MenuItem onSelect={onShare}>
          <Share2 className="h-4 w-4" aria-hidden />
          {t('actions.share')}
        </MenuItem>
        <MenuItem asChild>
          <a href={EXPORT_DATA_URL} download>
            <Download className="h-4 w-4" aria-hidden />
            {t('actions.export')}
          </a>
        </MenuItem>
        <MenuItem asChild>
          <Link to="/settings">
            <Settings className="h-4 w-4" aria-hidden />
            {t('actions.settings')}
          </Link>
        </MenuItem>
      </MenuContent>
    </Menu>
  );
}
