import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/ui/select';
import { useCurrentUser } from '../../../lib/queries/current-user';
import { useSplitPeople } from '../api/split-people';
import type { SplitLinks } from '../lib/split-form';

interface SplitPersonPickersProps {
  projectId: string;
  links: SplitLinks;
  onChange: (
    link: Partial<SplitLinks>,
    person: { name: string; email: string | null } | null,
  ) => void;
}

const nameOf = (person: { artistName: string | null; firstName: string }) =>
  person.artistName ?? person.firstName;

/**
 * "Same person as": the member (the owner or a collaborator) and the credit this share belongs
 * to (issue 26 item 5, one person in three places). Choosing one fills in the name and e-mail.
 */
export function SplitPersonPickers({ projectId, links, onChange }: SplitPersonPickersProps) {
  const { t } = useTranslation('splits');
  const { user } = useCurrentUser();
  const { members, credits } = useSplitPeople(projectId);
  const people = [
    ...(user ? [{ id: user.id, name: nameOf(user), email: user.email }] : []),
    ...members.flatMap((member) =>
      member.userId && member.user
        ? [{ id: member.userId, name: nameOf(member.user), email: member.user.email }]
        : [],
    ),
  ];
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <SelectField
        id="split-form-member"
        label={t('form.member')}
        value={links.memberProfileId ?? ''}
        onChange={(event) => {
          const person = people.find((p) => p.id === event.target.value) ?? null;
          onChange({ memberProfileId: person?.id ?? null }, person);
        }}
      >
        <option value="">{t('form.notLinked')}</option>
        {people.map((person) => (
          <option key={person.id} value={person.id}>
            {person.name}
          </option>
        ))}
      </SelectField>
      <SelectField
        id="split-form-credit"
        label={t('form.credit')}
        value={links.creditId ?? ''}
        onChange={(event) => {
          const credit = credits.find((c) => c.id === event.target.value) ?? null;
          onChange(
            { creditId: credit?.id ?? null },
            credit && { name: credit.name, email: credit.email },
          );
        }}
      >
        <option value="">{t('form.notLinked')}</option>
        {credits.map((credit) => (
          <option key={credit.id} value={credit.id}>
            {t('form.creditOption', { name: credit.name, role: credit.role })}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
