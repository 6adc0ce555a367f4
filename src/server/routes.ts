import type { FastifyInstance } from 'fastify';
import { authRoutes } from './modules/auth/auth.routes.js';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.js';
import { enterpriseRoutes } from './modules/enterprise/enterprise.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { onboardingRoutes } from './modules/onboarding/onboarding.routes.js';
import { profilePictureRoutes } from './modules/profile/profile-picture.routes.js';
import { uploadsRoutes } from './modules/uploads/uploads.routes.js';
import { projectsRoutes } from './modules/projects/projects.routes.js';
import { libraryOrderRoutes } from './modules/library-order/library-order.routes.js';
import { audioRoutes } from './modules/audio/audio.routes.js';
import { rhymesRoutes } from './modules/rhymes/rhymes.routes.js';
import { aiRoutes } from './modules/ai/ai.routes.js';
import { lyricsRoutes } from './modules/lyrics/lyrics.routes.js';
import { detailsRoutes } from './modules/details/details.routes.js';
import { creditsRoutes } from './modules/credits/credits.routes.js';
import { splitsRoutes } from './modules/splits/splits.routes.js';
import { collaborationsRoutes } from './modules/collaborations/collaborations.routes.js';
import { notificationsRoutes } from './modules/notifications/notifications.routes.js';
import { commentsRoutes } from './modules/comments/comments.routes.js';

/** Every module's routes, registered in one place so the API surface is easy to review. */
export async function apiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(onboardingRoutes);
  await app.register(enterpriseRoutes);
  await app.register(profilePictureRoutes);
  await app.register(dashboardRoutes);
  await app.register(uploadsRoutes);
  await app.register(projectsRoutes);
  await app.register(libraryOrderRoutes);
  await app.register(audioRoutes);
  await app.register(rhymesRoutes);
  await app.register(aiRoutes);
  await app.register(lyricsRoutes);
  await app.register(detailsRoutes);
  await app.register(creditsRoutes);
  await app.register(splitsRoutes);
  await app.register(collaborationsRoutes);
  await app.register(notificationsRoutes);
  await app.register(commentsRoutes);
}
