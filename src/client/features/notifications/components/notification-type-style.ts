import { Info, ListMusic, MessageSquare, Music, Users, type LucideIcon } from 'lucide-react';
import type { NotificationType } from '../../../../shared/schemas/notifications';

interface TypeStyle {
  /** Colour is never the only signal: each type has its own icon too. */
  icon: LucideIcon;
  /** The icon's round badge and the item's left edge while unread. */
  badge: string;
  edge: string;
}

/** Part 2 §2: collaboration blue, upload green, playlist purple, other yellow (read: grey). */
export const TYPE_STYLES: Record<NotificationType, TypeStyle> = {
  collaboration: { icon: Users, badge: 'bg-blue-500/15 text-blue-300', edge: 'border-l-blue-400' },
  upload: {
    icon: Music,
    badge: 'bg-emerald-500/15 text-emerald-300',
    edge: 'border-l-emerald-400',
  },
  playlist: {
    icon: ListMusic,
    badge: 'bg-purple-500/15 text-purple-300',
    edge: 'border-l-purple-400',
  },
  comment: {
    icon: MessageSquare,
    badge: 'bg-yellow-500/15 text-yellow-300',
    edge: 'border-l-yellow-400',
  },
  other: { icon: Info, badge: 'bg-yellow-500/15 text-yellow-300', edge: 'border-l-yellow-400' },
};

export const READ_STYLE = { badge: 'bg-zinc-800 text-zinc-400', edge: 'border-l-zinc-700' };

/** A type this code does not know yet is styled as "other". */
export const typeStyle = (type: string): TypeStyle =>
  TYPE_STYLES[type as NotificationType] ?? TYPE_STYLES.other;
