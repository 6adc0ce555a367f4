import type {
  Credit,
  CreditsSummary,
  createCreditSchema,
  updateCreditSchema,
} from '../../../shared/schemas/credits.js';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { BodyAfterAccess } from '../../lib/validate.js';
import { cursorAfter, pageFrom, timestampIdKey, type Page } from '../../lib/pagination.js';
import {
  projectAccessCheck,
  requireProjectItem,
  type ProjectAccessCheck,
} from '../projects/index.js';
import type { CreditRow, CreditsRepository, CreditValues } from './credits.repository.js';
import { notifyProjectChange } from '../notifications/index.js';

export type CreateCredit = z.infer<typeof createCreditSchema>;
export type UpdateCredit = z.infer<typeof updateCreditSchema>;

export const CREDIT_NOT_FOUND = 'Credit not found';

/** A credit row as the API returns it. */
export function presentCredit(row: CreditRow): Credit {
  return {
    id: row.id,
    projectId: row.projectId,
    name: row.name,
    role: row.role,
    email: row.email,
    description: row.description,
    website: row.website,
    social: row.social,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Credit rules: who may list, add, edit and delete a project's credits. */
export function creditsService(deps: {
  db: Database;
  repo: CreditsRepository;
  access?: ProjectAccessCheck;
}) {
  const { repo } = deps;
  const access: ProjectAccessCheck = deps.access ?? projectAccessCheck(deps.db);

  /**
   * The credit and an owner's access to its project. A credit in a project the caller cannot
   * see answers the same 404 as a missing one, so ids of other people's credits reveal nothing.
   */
  async function ownedCredit(profileId: string, creditId: string): Promise<CreditRow> {
    const credit = await repo.findById(creditId);
    return requireProjectItem(access, credit, profileId, 'credits.write', CREDIT_NOT_FOUND);
  }

  return {
    /** One page of a project's credits, oldest first; the first page knows the total. */
    async page(
      profileId: string,
      projectId: string,
      cursor: string | null,
      limit: number,
    ): Promise<Page<Credit>> {
      await access(profileId, projectId, 'project.see');
      const after = cursorAfter(cursor, timestampIdKey);
      const [rows, summary] = await Promise.all([
        repo.pageByProject(projectId, after, limit),
        after ? null : repo.summary(projectId),
      ]);
      const page = pageFrom(rows, limit, (row) => [row.sortAt, row.id], presentCredit);
      return summary ? { ...page, total: summary.totalContributors } : page;
    },

    /** The Credits tab's figures over every credit, whatever pages the client holds. */
    async summary(profileId: string, projectId: string): Promise<CreditsSummary> {
      await access(profileId, projectId, 'project.see');
      return repo.summary(projectId);
    },

    async create(
      profileId: string,
      projectId: string,
      body: BodyAfterAccess<CreateCredit>,
    ): Promise<Credit> {
      await access(profileId, projectId, 'credits.write');
      const { name, role, email, description, website, social } = body();
      const row = await repo.insert(projectId, { name, role, email, description, website, social });
      await notifyProjectChange(deps.db, profileId, projectId, 'credits', [row.id]);
      return presentCredit(row);
    },

    /** Changes only the fields sent; blank optional fields clear. */
    async update(
      profileId: string,
      creditId: string,
      body: BodyAfterAccess<UpdateCredit>,
    ): Promise<Credit> {
      const credit = await ownedCredit(profileId, creditId);
      const changes: Partial<CreditValues> = Object.fromEntries(
        Object.entries(body()).filter(([, value]) => value !== undefined),
      );
      const updated = await repo.update(creditId, changes);
      await notifyProjectChange(deps.db, profileId, credit.projectId, 'credits', [creditId]);
      return presentCredit(updated);
    },

    async remove(profileId: string, creditId: string): Promise<void> {
      const credit = await ownedCredit(profileId, creditId);
      await repo.remove(creditId);
      await notifyProjectChange(deps.db, profileId, credit.projectId, 'credits', [creditId]);
    },
  };
}
export type CreditsService = ReturnType<typeof creditsService>;
