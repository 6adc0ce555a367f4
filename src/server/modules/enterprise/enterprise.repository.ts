import type { Database } from '../../db/client.js';
import { enterpriseInquiries } from '../../db/schema/index.js';

export type NewEnterpriseInquiry = typeof enterpriseInquiries.$inferInsert;

/** SQL for the landing page's enterprise survey submissions. */
export function enterpriseRepository(db: Database) {
  return {
    async insert(row: NewEnterpriseInquiry): Promise<{ id: string }> {
      const [inserted] = await db
        .insert(enterpriseInquiries)
        .values(row)
        .returning({ id: enterpriseInquiries.id });
      if (!inserted) throw new Error('Inserting the enterprise inquiry returned no row');
      return inserted;
    },
  };
}
export type EnterpriseRepository = ReturnType<typeof enterpriseRepository>;
