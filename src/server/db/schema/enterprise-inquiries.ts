import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Submissions of the landing page's enterprise (Studio plan) survey. */
export const enterpriseInquiries = pgTable(
  'enterprise_inquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    company: text('company').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    teamSize: text('team_size'),
    businessType: text('business_type'),
    monthlyProjects: text('monthly_projects'),
    integrations: jsonb('integrations').$type<string[]>().notNull().default([]),
    requirements: text('requirements'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // The admin console's pages of submissions, newest first (keyset, DESIGN §3).
  (t) => [index('enterprise_inquiries_created_idx').on(t.createdAt, t.id)],
);
