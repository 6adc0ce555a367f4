export { onboardingRoutes } from './onboarding.routes.js';
export { onboardingRouteDocs } from './onboarding.openapi.js';
