import { currentUserSchema } from '../../../shared/schemas/auth.js';
import { docsFor, json } from '../../lib/route-docs.js';

const demoStudio = json(currentUserSchema, "Signed in to a fresh demo studio of the visitor's own");

export const demoLoginRouteDocs = docsFor('auth', [
  {
    method: 'POST',
    path: '/api/auth/demo-login',
    summary: 'Try the demo: a fresh demo studio, signed in to its studio profile',
    public: true,
    answers: { 200: demoStudio },
    errors: [429],
  },
  {
    method: 'POST',
    path: '/api/auth/demo-login/personal',
    summary: 'Try the demo: a fresh demo studio, signed in to its personal profile',
    public: true,
    answers: { 200: demoStudio },
    errors: [429],
  },
]);
