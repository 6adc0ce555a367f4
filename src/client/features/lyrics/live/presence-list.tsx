import { useTranslation } from 'react-i18next';
import { initialsOf } from '../../../components/ui/avatar';
import { PRESENCE_TEXT } from './presence-colours';
import type { PresenceUser } from './presence-carets';

/**
 * Who is on the lyrics now, near the title: each person's initials in their caret colour and
 * their name. The list takes focus (it is labelled and counted) so keyboard and screen reader
 * users can reach who is here; "you" marks this person.
 */
export function PresenceList({ people, selfId }: { people: PresenceUser[]; selfId: string }) {
  const { t } = useTranslation('lyrics');
  if (people.length === 0) return null;
  return (
    <ul
      aria-label={t('live.presence.label', { count: people.length })}
      // A list people reach with Tab to hear who is here; nothing in it is a control.
      tabIndex={0}
      className="flex items-center -space-x-1.5 rounded-full focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-400"
      data-testid="lyrics-presence"
    >
      {people.map((person) => {
        const name =
          person.accountId === selfId ? t('live.presence.you', { name: person.name }) : person.name;
        return (
          <li key={person.accountId} title={name} className="flex">
            <span
              aria-hidden
              className="flex h-8 w-8 items-center justify-center rounded-full text-xs font-semibold ring-2 ring-zinc-900"
              style={{ backgroundColor: person.colour, color: PRESENCE_TEXT }}
            >
              {initialsOf(person.name) || '?'}
            </span>
            <span className="sr-only">{name}</span>
          </li>
        );
      })}
    </ul>
  );
}
