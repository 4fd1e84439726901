import type { Database } from '../../db/database.js';
import { kbDocuments, knowledgeBases, users } from '../../db/schema.js';

/** A user with one knowledge base and documents of the given names, for the search tests. */
export async function createKnowledgeBase(
  database: Database,
  documentNames: string[],
): Promise<{ kbId: string; documentIds: string[] }> {
  const [user] = await database.db.insert(users).values({ isTemp: true }).returning({ id: users.id });
  if (!user) throw new Error('no user');
  const [kb] = await database.db
    .insert(knowledgeBases)
    .values({
      ownerId: user.id,
      name: 'Filings',
      language: 'English',
      embdId: 'test@test',
      parserId: 'naive',
      parserConfig: {},
    })
    .returning({ id: knowledgeBases.id });
  if (!kb) throw new Error('no knowledge base');
  const documentIds: string[] = [];
  for (const name of documentNames) {
    const [document] = await database.db
      .insert(kbDocuments)
      .values({ kbId: kb.id, ownerId: user.id, name, kind: 'pdf', parserId: 'naive', parserConfig: {} })
      .returning({ id: kbDocuments.id });
    if (!document) throw new Error('no document');
    documentIds.push(document.id);
  }
  return { kbId: kb.id, documentIds };
}
