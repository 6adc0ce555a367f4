import type { FastifyInstance } from 'fastify';
import { authRoutes } from './modules/auth/index.js';
import { demoLoginRoutes } from './modules/demo/index.js';
import { dashboardRoutes } from './modules/dashboard/index.js';
import { enterpriseRoutes } from './modules/enterprise/index.js';
import { healthRoutes } from './modules/health/index.js';
import { onboardingRoutes } from './modules/onboarding/index.js';
import {
  profilePictureRoutes,
  profileRoutes,
  representativesRoutes,
  artistPageRoutes,
} from './modules/profile/index.js';
import { uploadsRoutes } from './modules/uploads/index.js';
import { projectsRoutes } from './modules/projects/index.js';
import { foldersRoutes } from './modules/folders/index.js';
import { libraryOrderRoutes } from './modules/library-order/index.js';
import { audioRoutes, storageRoutes } from './modules/audio/index.js';
import { audioUploadPipeline, registerAudioUploadRoutes } from './modules/audio-uploads/index.js';
import { resumableUploadRoutes } from './modules/resumable-uploads/index.js';
import { songProjectRoutes } from './modules/song-projects/index.js';
import { audioBulkRoutes } from './modules/audio-bulk/index.js';
import { rhymesRoutes } from './modules/rhymes/index.js';
import { aiRoutes } from './modules/ai/index.js';
import { lyricsRoutes } from './modules/lyrics/index.js';
import { detailsRoutes } from './modules/details/index.js';
import { creditsRoutes } from './modules/credits/index.js';
import { splitsRoutes } from './modules/splits/index.js';
import { collaborationsRoutes } from './modules/collaborations/index.js';
import { notificationsRoutes, projectMuteRoutes } from './modules/notifications/index.js';
import { commentsRoutes } from './modules/comments/index.js';
import { playlistsRoutes, listenRoutes } from './modules/playlists/index.js';
import {
  publicReleaseRoutes,
  releaseArtworkRoutes,
  releaseDeliveryRoutes,
  releasesRoutes,
} from './modules/releases/index.js';
import { sharedLinkRoutes, shareLinksRoutes } from './modules/share-links/index.js';
import { playsRoutes } from './modules/plays/index.js';
import { analyticsRoutes } from './modules/analytics/index.js';
import { accountSettingsRoutes } from './modules/account-settings/index.js';
import { siteRoutes } from './modules/site/index.js';
import {
  adminRoutes,
  passwordLinkRoutes,
  userResetLinkRoutes,
  userStorageRoutes,
} from './modules/admin/index.js';
import { searchRoutes } from './modules/search/index.js';
import { apiDocsRoutes } from './modules/api-docs/index.js';
import { ROUTE_DOCS } from './route-docs.js';

/** Every module's routes, registered in one place so the API surface is easy to review. */
export async function apiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(demoLoginRoutes);
  await app.register(onboardingRoutes);
  await app.register(enterpriseRoutes);
  await app.register(profilePictureRoutes);
  await app.register(dashboardRoutes);
  await app.register(uploadsRoutes);
  await app.register(projectsRoutes);
  await app.register(foldersRoutes);
  await app.register(libraryOrderRoutes);
  // POST /api/audio and the resumable (tus) uploads: two ways in to one upload pipeline.
  await app.register(async (uploads) => {
    const pipeline = audioUploadPipeline(uploads);
    registerAudioUploadRoutes(uploads, pipeline);
    await uploads.register((resumable) => resumableUploadRoutes(resumable, pipeline));
  });
  await app.register(audioRoutes);
  await app.register(songProjectRoutes);
  await app.register(audioBulkRoutes);
  await app.register(storageRoutes);
  await app.register(rhymesRoutes);
  await app.register(aiRoutes);
  await app.register(lyricsRoutes);
  await app.register(detailsRoutes);
  await app.register(creditsRoutes);
  await app.register(splitsRoutes);
  await app.register(collaborationsRoutes);
  await app.register(notificationsRoutes);
  await app.register(projectMuteRoutes);
  await app.register(commentsRoutes);
  await app.register(playlistsRoutes);
  await app.register(listenRoutes);
  await app.register(releasesRoutes);
  await app.register(releaseArtworkRoutes);
  await app.register(releaseDeliveryRoutes);
  await app.register(publicReleaseRoutes);
  await app.register(shareLinksRoutes);
  await app.register(sharedLinkRoutes);
  await app.register(profileRoutes);
  await app.register(representativesRoutes);
  await app.register(artistPageRoutes);
  await app.register(playsRoutes);
  await app.register(analyticsRoutes);
  await app.register(accountSettingsRoutes);
  await app.register(siteRoutes);
  await app.register(adminRoutes);
  await app.register(userResetLinkRoutes);
  await app.register(userStorageRoutes);
  await app.register(passwordLinkRoutes);
  await app.register(searchRoutes);
  // The API document of every route above (each module's *.openapi.ts), and its page.
  await app.register(apiDocsRoutes(ROUTE_DOCS));
}
