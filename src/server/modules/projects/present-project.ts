import {
  PROJECT_STATUSES,
  type ProjectRole,
  type ProjectStatus,
} from '../../../shared/constants.js';
import type { Project } from '../../../shared/schemas/projects.js';
import type { ProjectSummaryRow } from './projects.repository.js';

/** How a profile is named on cards: the artist name, else first and last name. */
export function profileDisplayName(names: {
  artistName: string | null;
  firstName: string;
  lastName: string;
}): string {
  const artistName = names.artistName?.trim();
  if (artistName) return artistName;
  return `${names.firstName.trim()} ${names.lastName.trim()}`.trim();
}

const isProjectStatus = (status: string): status is ProjectStatus =>
  (PROJECT_STATUSES as readonly string[]).includes(status);

/** A project row as the API returns it (`Project`), seen by a caller with `role`. */
export function presentProject(row: ProjectSummaryRow, role: ProjectRole): Project {
  const { project } = row;
  return {
    id: project.id,
    title: project.title,
    description: project.description,
    genre: project.genre,
    // The column is free text for older rows; anything outside the enum reads as a draft.
    status: isProjectStatus(project.status) ? project.status : 'draft',
    isLibrary: project.isLibrary,
    ownerProfileId: project.ownerProfileId,
    ownerName: profileDisplayName({
      artistName: row.ownerArtistName,
      firstName: row.ownerFirstName,
      lastName: row.ownerLastName,
    }),
    role,
    membersMayShare: project.membersMayShare,
    audioCount: row.audioCount,
    folderId: row.folderId,
    createdAt: project.createdAt.toISOString(),
    updatedAt: project.updatedAt.toISOString(),
  };
}
