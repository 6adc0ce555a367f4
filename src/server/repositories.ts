// Every repository a service or route uses, built once per app on its database. Services are
// handed theirs (routes pass `app.repositories.<name>`) and build none themselves, so a test can
// hand a service a fake, and what reads the database is listed here. A repository bound to a
// transaction is built inside it, by the service that opens it.
import type { Database } from './db/client.js';
import { sessionRepository } from './sessions/session.repository.js';
import {
  accountSettingsRepository,
  dataExportRepository,
} from './modules/account-settings/index.js';
import {
  adminOverviewRepository,
  adminUsersRepository,
  passwordLinkRepository,
  userStorageRepository,
} from './modules/admin/index.js';
import { audioRepository, songListRepository } from './modules/audio/index.js';
import { audioAnalysisRepository } from './modules/audio-analysis/index.js';
import { audioFormatRepository } from './modules/audio-uploads/index.js';
import { authRepository, passwordResetRepository } from './modules/auth/index.js';
import { collaborationsRepository } from './modules/collaborations/index.js';
import { commentsRepository } from './modules/comments/index.js';
import { creditsRepository } from './modules/credits/index.js';
import { dashboardRepository } from './modules/dashboard/index.js';
import { detailsRepository } from './modules/details/index.js';
import { enterpriseRepository } from './modules/enterprise/index.js';
import { foldersRepository } from './modules/folders/index.js';
import { idempotencyRepository } from './modules/idempotency/index.js';
import { libraryOrderRepository, songPlacesRepository } from './modules/library-order/index.js';
import { lyricsRepository } from './modules/lyrics/index.js';
import { notificationsRepository } from './modules/notifications/index.js';
import {
  playlistTracksRepository,
  playlistsRepository,
  sharedTracksRepository,
} from './modules/playlists/index.js';
import { playsRepository } from './modules/plays/index.js';
import { analyticsRepository } from './modules/analytics/index.js';
import { releasesRepository } from './modules/releases/index.js';
import {
  artistPageRepository,
  profileOverviewRepository,
  profilePictureRepository,
  profileRepository,
  representativesRepository,
} from './modules/profile/index.js';
import { projectListRepository, projectsRepository } from './modules/projects/index.js';
import { resumableUploadsRepository } from './modules/resumable-uploads/index.js';
import { searchRepository } from './modules/search/index.js';
import {
  servedTracksRepository,
  shareLinksRepository,
  shareReceiptsRepository,
} from './modules/share-links/index.js';
import { splitConfirmationsRepository, splitsRepository } from './modules/splits/index.js';
import { uploadsRepository } from './modules/uploads/index.js';

/** The app's repositories, one of each, on `db`. */
export function buildRepositories(db: Database) {
  return {
    adminOverview: adminOverviewRepository(db),
    adminUsers: adminUsersRepository(db),
    passwordLink: passwordLinkRepository(db),
    userStorage: userStorageRepository(db),
    audio: audioRepository(db),
    audioAnalysis: audioAnalysisRepository(db),
    audioFormat: audioFormatRepository(db),
    songList: songListRepository(db),
    auth: authRepository(db),
    passwordReset: passwordResetRepository(db),
    folders: foldersRepository(db),
    idempotency: idempotencyRepository(db),
    notifications: notificationsRepository(db),
    playlistTracks: playlistTracksRepository(db),
    playlists: playlistsRepository(db),
    releases: releasesRepository(db),
    sharedTracks: sharedTracksRepository(db),
    shareLinks: shareLinksRepository(db),
    servedTracks: servedTracksRepository(db),
    shareReceipts: shareReceiptsRepository(db),
    resumableUploads: resumableUploadsRepository(db),
    search: searchRepository(db),
    projects: projectsRepository(db),
    projectList: projectListRepository(db),
    accountSettings: accountSettingsRepository(db),
    dataExport: dataExportRepository(db),
    collaborations: collaborationsRepository(db),
    comments: commentsRepository(db),
    credits: creditsRepository(db),
    dashboard: dashboardRepository(db),
    details: detailsRepository(db),
    enterprise: enterpriseRepository(db),
    libraryOrder: libraryOrderRepository(db),
    songPlaces: songPlacesRepository(db),
    lyrics: lyricsRepository(db),
    plays: playsRepository(db),
    analytics: analyticsRepository(db),
    artistPage: artistPageRepository(db),
    profilePicture: profilePictureRepository(db),
    profile: profileRepository(db),
    profileOverview: profileOverviewRepository(db),
    representatives: representativesRepository(db),
    splits: splitsRepository(db),
    splitConfirmations: splitConfirmationsRepository(db),
    uploads: uploadsRepository(db),
    session: sessionRepository(db),
  };
}
export type Repositories = ReturnType<typeof buildRepositories>;
