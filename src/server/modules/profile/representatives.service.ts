import type { z } from 'zod';
import {
  MAX_REPRESENTATIVES,
  REPRESENTATIVE_NOT_FOUND,
  TOO_MANY_REPRESENTATIVES,
  type Representative,
  type createRepresentativeSchema,
  type updateRepresentativeSchema,
} from '../../../shared/schemas/profile-overview.js';
import { conflict, notFound } from '../../lib/http-errors.js';
import { cursorAfter, pageFrom, timestampIdKey, type Page } from '../../lib/pagination.js';
import type {
  RepresentativeRow,
  RepresentativesRepository,
  RepresentativeValues,
} from './representatives.repository.js';

type CreateRepresentative = z.output<typeof createRepresentativeSchema>;
type UpdateRepresentative = z.output<typeof updateRepresentativeSchema>;

export function presentRepresentative(row: RepresentativeRow): Representative {
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    email: row.email,
    phone: row.phone,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * The people who represent the active profile. Another profile's representative answers the
 * same 404 as a missing one.
 */
export function representativesService(deps: { repo: RepresentativesRepository }) {
  const { repo } = deps;
  return {
    /** One page, in the order they were added; the first page knows the total (at most 50). */
    async page(
      profileId: string,
      cursor: string | null,
      limit: number,
    ): Promise<Page<Representative>> {
      const after = cursorAfter(cursor, timestampIdKey);
      const [rows, total] = await Promise.all([
        repo.page(profileId, after, limit),
        after ? undefined : repo.count(profileId),
      ]);
      const keyOf = (row: (typeof rows)[number]) => [row.sortAt, row.id];
      return { ...pageFrom(rows, limit, keyOf, presentRepresentative), total };
    },

    async create(profileId: string, input: CreateRepresentative): Promise<Representative> {
      if ((await repo.count(profileId)) >= MAX_REPRESENTATIVES) {
        throw conflict(TOO_MANY_REPRESENTATIVES);
      }
      const { name, role, email, phone } = input;
      return presentRepresentative(await repo.insert(profileId, { name, role, email, phone }));
    },

    async update(
      profileId: string,
      id: string,
      input: UpdateRepresentative,
    ): Promise<Representative> {
      const changes = Object.fromEntries(
        Object.entries(input).filter(([, value]) => value !== undefined),
      ) as Partial<RepresentativeValues>;
      const row = await repo.update(profileId, id, changes);
      if (!row) throw notFound(REPRESENTATIVE_NOT_FOUND);
      return presentRepresentative(row);
    },

    async remove(profileId: string, id: string): Promise<void> {
      if (!(await repo.remove(profileId, id))) throw notFound(REPRESENTATIVE_NOT_FOUND);
    },
  };
}
