import { z } from 'zod';
import { cappedString, tooLongMessage } from './capped-text';
import { ACCOUNT_ROLES, DEFAULT_MAX_UPLOAD_MB, PROJECT_STATUSES } from '../constants';
import { emailSchema, newPasswordSchema } from './auth';
import { pageQuerySchema } from './pagination';
import { partialUpdateSchema } from './partial-update';

/** Administrator defaults (part 1 §3 "System settings", §9). */
export const DEFAULT_SITE_NAME = 'Trackroom';
export const DEFAULT_STORAGE_LIMIT_MB = 500;
export const DEFAULT_SMTP_PORT = 587;
/** An "Add User" link to set a password works once, for this many days. */
export const PASSWORD_LINK_TTL_DAYS = 7;
/** Recent activity on the admin dashboard: the newest this many audit events a page. */
export const ADMIN_ACTIVITY_LIMIT = 50;
/** Rows a page of the console's tables (users, projects, survey submissions). */
export const ADMIN_PAGE_SIZE = 50;
/** Upload files nobody references are abandoned once untouched this long. */
export const ABANDONED_UPLOAD_AGE_MS = 60 * 60 * 1000;

export const MAINTENANCE_MESSAGE = 'Trackroom is down for maintenance. Please try again soon.';
export const REGISTRATION_CLOSED_MESSAGE = 'Registration is currently closed';
export const ACCOUNT_SUSPENDED_MESSAGE = 'This account is suspended';
export const PASSWORD_LINK_INVALID = 'This link is invalid or has expired';
export const USER_NOT_FOUND = 'User not found';

export const ACCOUNT_STATUSES = ['active', 'suspended'] as const;
export type AccountStatus = (typeof ACCOUNT_STATUSES)[number];

/** Status of one health check; the console colours them green, yellow, red (part 1 §4). */
export const HEALTH_STATUSES = ['online', 'warning', 'offline'] as const;
export type HealthStatus = (typeof HEALTH_STATUSES)[number];
const healthStatus = z.enum(HEALTH_STATUSES);

/** GET /api/site: what every visitor's client needs to know about the site (public). */
export const siteInfoSchema = z.object({
  siteName: z.string(),
  allowRegistration: z.boolean(),
  maintenanceMode: z.boolean(),
  featuredContent: z.boolean(),
  enableNotifications: z.boolean(),
  /** The per-file upload cap in bytes: the recorder stops a take before it grows past it. */
  maxUploadBytes: z.number(),
  /**
   * Whether an SMTP server is set (SMTP_URL or the console's settings). Without one e-mail
   * reaches nobody: pages that would promise an e-mail say what to do instead.
   */
  emailConfigured: z.boolean(),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;

/**
 * GET /api/site/counts: this instance's own figures for the landing page, in place of the
 * spec's invented sample claims. Demo studios are not creators.
 */
export const siteCountsSchema = z.object({
  creators: z.number().int().nonnegative(),
  collaborations: z.number().int().nonnegative(),
  songs: z.number().int().nonnegative(),
});
export type SiteCounts = z.infer<typeof siteCountsSchema>;

/** GET /api/admin/settings. The SMTP password is write-only: only whether one is stored. */
// The cap in bytes is derived from maxUploadSize (MB), which is what an administrator sets.
export const systemSettingsSchema = siteInfoSchema
  .omit({ maxUploadBytes: true, emailConfigured: true })
  .extend({
    maxUploadSize: z.number(),
    storageLimitMb: z.number(),
    smtpHost: z.string(),
    smtpPort: z.number().int(),
    smtpUser: z.string(),
    smtpPasswordSet: z.boolean(),
  });
export type SystemSettings = z.infer<typeof systemSettingsSchema>;

const megabytes = (label: string, max: number) =>
  z.coerce
    .number({ error: `${label} must be a number` })
    .positive(`${label} must be more than 0 MB`)
    .max(max, `${label} may be at most ${max} MB`);

/** PATCH /api/admin/settings: any subset; `smtpPassword` '' forgets the stored password. */
export const systemSettingsUpdateSchema = partialUpdateSchema({
  siteName: cappedString(60, 'Site name is too long').trim().min(1, 'Site name is required'),
  maxUploadSize: megabytes('Max upload size', 10_240),
  storageLimitMb: megabytes('Storage limit per user', 1_048_576),
  allowRegistration: z.boolean(),
  enableNotifications: z.boolean(),
  maintenanceMode: z.boolean(),
  featuredContent: z.boolean(),
  smtpHost: cappedString(253, tooLongMessage('SMTP server', 253))
    .trim()
    .regex(/^[A-Za-z0-9.-]*$/, 'SMTP server must be a host name such as smtp.example.com'),
  smtpPort: z.coerce
    .number({ error: 'Port must be a number' })
    .int('Port must be a whole number')
    .min(1, 'Port must be between 1 and 65535')
    .max(65535, 'Port must be between 1 and 65535'),
  smtpUser: cappedString(254, tooLongMessage('SMTP user', 254)).trim(),
  smtpPassword: z.string().max(500),
});
export type SystemSettingsUpdate = z.input<typeof systemSettingsUpdateSchema>;

export const SYSTEM_SETTING_DEFAULTS: Omit<SystemSettings, 'smtpPasswordSet'> = {
  siteName: DEFAULT_SITE_NAME,
  maxUploadSize: DEFAULT_MAX_UPLOAD_MB,
  storageLimitMb: DEFAULT_STORAGE_LIMIT_MB,
  allowRegistration: true,
  enableNotifications: true,
  maintenanceMode: false,
  featuredContent: true,
  smtpHost: '',
  smtpPort: DEFAULT_SMTP_PORT,
  smtpUser: '',
};

/** GET /api/admin/health: the four checks of the Dashboard tab and the worst of them. */
export const adminHealthSchema = z.object({
  status: healthStatus,
  checkedAt: z.string(),
  database: z.object({
    status: healthStatus,
    latencyMs: z.number().nullable(),
    error: z.string().nullable(),
  }),
  server: z.object({
    status: healthStatus,
    uptimeSeconds: z.number(),
    nodeVersion: z.string(),
  }),
  storage: z.object({
    status: healthStatus,
    writable: z.boolean(),
    /** Local disk (with its free space) or an object store (STORAGE_URL: no such figure). */
    kind: z.enum(['disk', 's3']),
    freeBytes: z.number().nullable(),
    totalBytes: z.number().nullable(),
  }),
  email: z.object({
    status: healthStatus,
    /** Stored SMTP settings, else SMTP_URL, else .eml files in the outbox folder. */
    transport: z.enum(['smtp-settings', 'smtp-url', 'outbox']),
    /** The folder on the server where messages are saved when no SMTP server is set; else null. */
    outboxDir: z.string().nullable(),
    error: z.string().nullable(),
  }),
});
export type AdminHealth = z.infer<typeof adminHealthSchema>;

/** GET /api/admin/summary: the four cards over the tabs. */
export const adminSummarySchema = z.object({
  users: z.number(),
  projects: z.number(),
  status: healthStatus,
  storageUsedBytes: z.number(),
});
export type AdminSummary = z.infer<typeof adminSummarySchema>;

/** One audit event as the Recent Activity list shows it. */
export const activityEntrySchema = z.object({
  id: z.uuid(),
  kind: z.string(),
  actorEmail: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;

export const ROLE_FILTERS = ['all', ...ACCOUNT_ROLES] as const;
/** GET /api/admin/users query: a page (DESIGN §3), newest first, searched and filtered. */
export const adminUsersQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(200).optional().default(''),
  role: z.enum(ROLE_FILTERS).optional().default('all'),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;

export const adminUserSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ACCOUNT_ROLES),
  status: z.enum(ACCOUNT_STATUSES),
  projects: z.number(),
  /** The storage limit an administrator set for this person (MB); null: their plan's. */
  storageLimitMb: z.number().nullable(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

/** PATCH /api/admin/users/{id} */
export const adminUserUpdateSchema = partialUpdateSchema({
  role: z.enum(ACCOUNT_ROLES, { error: 'Unknown role' }),
  status: z.enum(ACCOUNT_STATUSES, { error: 'Unknown status' }),
});
export type AdminUserUpdate = z.input<typeof adminUserUpdateSchema>;

const nameField = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(100, `${label} is too long`);

/** POST /api/admin/users: an account that sets its own password through an e-mailed link. */
export const adminUserCreateSchema = z.object({
  email: emailSchema,
  firstName: nameField('First name'),
  lastName: nameField('Last name'),
  role: z.enum(ACCOUNT_ROLES, { error: 'Unknown role' }),
});
export type AdminUserCreate = z.input<typeof adminUserCreateSchema>;

export const mailDeliverySchema = z.enum(['sent', 'outbox', 'failed']);
export type MailDeliveryKind = z.infer<typeof mailDeliverySchema>;

export const adminUserCreatedSchema = z.object({
  user: adminUserSchema,
  delivery: mailDeliverySchema,
});
export type AdminUserCreated = z.infer<typeof adminUserCreatedSchema>;

export const PROJECT_STATUS_FILTERS = ['all', ...PROJECT_STATUSES] as const;
/** GET /api/admin/projects query: a page (DESIGN §3), newest first, searched and filtered. */
export const adminProjectsQuerySchema = pageQuerySchema.extend({
  search: z.string().trim().max(200).optional().default(''),
  status: z.enum(PROJECT_STATUS_FILTERS).optional().default('all'),
});
export type AdminProjectsQuery = z.input<typeof adminProjectsQuerySchema>;

export const adminProjectSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  artist: z.string(),
  status: z.string(),
  tracks: z.number(),
  plays: z.number(),
  createdAt: z.string(),
});
export type AdminProject = z.infer<typeof adminProjectSchema>;

/** POST /api/admin/email/test */
export const testEmailSchema = z.object({ to: emailSchema });
export const testEmailResultSchema = z.object({
  transport: z.enum(['smtp-settings', 'smtp-url', 'outbox']),
  delivered: mailDeliverySchema,
  reason: z.string().nullable(),
});
export type TestEmailResult = z.infer<typeof testEmailResultSchema>;

/** POST /api/admin/cleanup-temp */
export const cleanupResultSchema = z.object({ files: z.number(), bytes: z.number() });
export type CleanupResult = z.infer<typeof cleanupResultSchema>;

/** GET /api/admin/analytics */
export const adminAnalyticsSchema = z.object({
  registrations: z.number(),
  activeThisMonth: z.number(),
  projects: z.number(),
  publishedThisMonth: z.number(),
  plays: z.number(),
  averagePlaysPerSong: z.number(),
});
export type AdminAnalytics = z.infer<typeof adminAnalyticsSchema>;

export const ADMIN_REPORTS = ['user-activity', 'content-usage', 'system-performance'] as const;
export type AdminReport = (typeof ADMIN_REPORTS)[number];
export const adminReportParamsSchema = z.object({ report: z.enum(ADMIN_REPORTS) });

/** GET /api/admin/activity and /api/admin/enterprise-inquiries: pages, newest first. */
export const adminPageQuerySchema = pageQuerySchema;

/** GET /api/admin/enterprise-inquiries row: the landing page's Studio survey. */
export const enterpriseSubmissionSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  company: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  teamSize: z.string().nullable(),
  businessType: z.string().nullable(),
  monthlyProjects: z.string().nullable(),
  integrations: z.array(z.string()),
  requirements: z.string().nullable(),
  createdAt: z.string(),
});
export type EnterpriseSubmission = z.infer<typeof enterpriseSubmissionSchema>;

export const adminUserIdParamsSchema = z.object({ id: z.uuid() });

/** POST /api/auth/set-password (public: the token is the credential). */
export const setPasswordSchema = z.object({
  token: cappedString(200, PASSWORD_LINK_INVALID).trim().min(1, PASSWORD_LINK_INVALID),
  password: newPasswordSchema,
});
export type SetPasswordInput = z.input<typeof setPasswordSchema>;

/** GET /api/auth/set-password/{token}: whose password the link sets. */
export const passwordLinkPreviewSchema = z.object({ email: z.string() });
export type PasswordLinkPreview = z.infer<typeof passwordLinkPreviewSchema>;
