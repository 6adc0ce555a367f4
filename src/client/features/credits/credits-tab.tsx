import type { Project } from '../../../shared/schemas/projects';
import { TabPlaceholder } from '../projects/components/tab-placeholder';

/** The project page's credits tab (replaced by the songwriting update; same props). */
export function CreditsTab({ project: _project }: { project: Project }) {
  return <TabPlaceholder tab="credits" />;
}
