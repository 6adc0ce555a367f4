export { onboardingRoutes } from './onboarding.routes.js';
