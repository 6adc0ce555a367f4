import {
  AudioLines,
  FileText,
  Info,
  LayoutGrid,
  PieChart,
  ScrollText,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { ProjectTab } from '../lib/project-tabs';

/** Each project tab's icon: on the tab itself and its overview card. */
export const TAB_ICONS: Record<ProjectTab, LucideIcon> = {
  overview: LayoutGrid,
  audio: AudioLines,
  lyrics: FileText,
  credits: ScrollText,
  splits: PieChart,
  collaborators: Users,
  details: Info,
};
