import { currentUserSchema } from '../../../shared/schemas/auth.js';
import { onboardingProfileSchema } from '../../../shared/schemas/onboarding.js';
import { docsFor, json, jsonBody } from '../../lib/route-docs.js';

export const onboardingRouteDocs = docsFor('onboarding', [
  {
    method: 'PATCH',
    path: '/api/users/profile',
    summary: 'Finish the first-visit questions',
    body: jsonBody(onboardingProfileSchema),
    answers: { 200: json(currentUserSchema) },
    errors: [400],
  },
]);
