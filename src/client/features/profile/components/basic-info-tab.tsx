import type { Profile } from '../../../../shared/schemas/profile';
import type { ProfileEditor } from '../use-profile-editor';
import { ContactCard, PersonalCard, ProfessionalCard } from './basic-info-cards';
import { SocialMediaCard } from './social-media-card';

/** Basic Info: Personal Information, Contact & Location, Professional Details, Social Media. */
export function BasicInfoTab({ profile, editor }: { profile: Profile; editor: ProfileEditor }) {
  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <PersonalCard profile={profile} editor={editor} />
      <ContactCard profile={profile} editor={editor} />
      <ProfessionalCard profile={profile} editor={editor} />
      <SocialMediaCard profile={profile} editor={editor} />
    </div>
  );
}
