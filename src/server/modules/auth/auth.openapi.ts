import { z } from 'zod';
import {
  createProfileSchema,
  currentUserSchema,
  loginSchema,
  profileSummarySchema,
  profilesQuerySchema,
  registerSchema,
  sessionAnswerSchema,
  switchProfileSchema,
} from '../../../shared/schemas/auth.js';
import {
  forgotPasswordSchema,
  resetPasswordSchema,
} from '../../../shared/schemas/password-reset.js';
import { docsFor, empty, json, jsonBody, page } from '../../lib/route-docs.js';

const signedIn = 'Signed in: the session cookie is set';

export const authRouteDocs = docsFor('auth', [
  {
    method: 'GET',
    path: '/api/auth/user',
    summary: 'The signed-in person',
    answers: { 200: json(currentUserSchema) },
  },
  {
    method: 'GET',
    path: '/api/auth/session',
    summary: 'The session check: the person, or `user: null` signed out',
    public: true,
    answers: { 200: json(sessionAnswerSchema) },
  },
  {
    method: 'POST',
    path: '/api/auth/register',
    summary: 'Sign up (and join the project of an invitation token)',
    public: true,
    body: jsonBody(registerSchema),
    answers: {
      201: json(
        currentUserSchema.extend({
          invitation: z
            .union([z.object({ projectId: z.string() }), z.object({ error: z.string() })])
            .nullable(),
        }),
        signedIn,
      ),
    },
    errors: [400, 409, 429],
  },
  {
    method: 'POST',
    path: '/api/auth/login',
    summary: 'Sign in (wrong passwords rate-limited)',
    public: true,
    body: jsonBody(loginSchema),
    answers: { 200: json(currentUserSchema, signedIn) },
    errors: [400, 401, 429],
  },
  {
    method: 'POST',
    path: '/api/auth/logout',
    summary: 'Sign out (harmless without a session)',
    public: true,
    answers: { 204: empty('Signed out: the cookie is cleared') },
  },
  {
    method: 'GET',
    path: '/api/auth/profiles',
    summary: "The account's profiles",
    query: profilesQuerySchema,
    paged: true,
    answers: { 200: page(profileSummarySchema) },
    errors: [400],
  },
  {
    method: 'POST',
    path: '/api/auth/profiles',
    summary: 'A new profile of the account',
    body: jsonBody(createProfileSchema),
    answers: { 201: json(profileSummarySchema, 'Created') },
    errors: [400],
  },
  {
    method: 'POST',
    path: '/api/auth/switch-profile',
    summary: 'Act as another profile of the account',
    body: jsonBody(switchProfileSchema),
    answers: { 200: json(z.object({ message: z.string(), user: currentUserSchema })) },
    errors: [400, 404],
  },
  {
    method: 'POST',
    path: '/api/auth/forgot-password',
    summary: 'E-mail a reset link: the same 202 whether or not the address has an account',
    public: true,
    body: jsonBody(forgotPasswordSchema),
    answers: { 202: json(z.object({ message: z.string() }), 'Accepted') },
    errors: [400, 429],
  },
  {
    method: 'POST',
    path: '/api/auth/reset-password',
    summary: "Set a new password with the e-mailed link's token",
    public: true,
    body: jsonBody(resetPasswordSchema),
    answers: { 204: empty('Password changed; other sessions ended') },
    errors: [400, 404],
  },
]);
