import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database.js';
import { fileBytes, files, users } from '../db/schema.js';
import { openTestDatabase } from '../test/test-database.js';
import { freeName, knowledgeBaseFolder, readFileBytes, storeFile } from './file-store.js';

describe('file store', () => {
  let database: Database;
  let ownerId: string;

  beforeAll(async () => {
    database = await openTestDatabase();
    const [user] = await database.db.insert(users).values({ isTemp: true }).returning({ id: users.id });
    if (!user) throw new Error('no user');
    ownerId = user.id;
  });
  afterAll(async () => {
    await database?.close();
  });

  it('stores bytes in pieces of at most 512 kB and reads them back whole, with their SHA-256', async () => {
    const bytes = Buffer.alloc(1_300_000);
    for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 7919) % 251;
    const row = await storeFile(database.db, ownerId, {
      parentId: null,
      name: 'big.bin',
      bytes,
      type: 'text',
      sourceType: 'local',
    });
    expect(row).toMatchObject({ name: 'big.bin', sizeBytes: bytes.length, parentId: null, ownerId });
    expect(row.sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    const pieces = await database.db.select().from(fileBytes).where(eq(fileBytes.fileId, row.id));
    expect(pieces).toHaveLength(3);
    expect(Math.max(...pieces.map((piece) => piece.bytes.length))).toBe(512 * 1024);
    expect((await readFileBytes(database.db, row.id)).equals(bytes)).toBe(true);
  });

  it('numbers a name already used in the folder, also when stored at once', async () => {
    const file = { parentId: null, bytes: Buffer.from('x'), type: 'text', sourceType: 'local' as const };
    const first = await storeFile(database.db, ownerId, { ...file, name: 'report.pdf' });
    const rest = await Promise.all(
      [1, 2, 3].map(() => storeFile(database.db, ownerId, { ...file, name: 'report.pdf' })),
    );
    expect([first, ...rest].map((row) => row.name).sort()).toEqual([
      'report(1).pdf',
      'report(2).pdf',
      'report(3).pdf',
      'report.pdf',
    ]);
  });

  it('keeps the root name .knowledgebase for the knowledge-base folder', async () => {
    const file = await storeFile(database.db, ownerId, {
      parentId: null,
      name: '.knowledgebase',
      bytes: Buffer.from('x'),
      type: 'text',
      sourceType: 'local',
    });
    expect(file.name).toBe('.knowledgebase(1)');
    const folder = await knowledgeBaseFolder(database.db, ownerId, 'Filings / 2024');
    expect(folder).toMatchObject({ name: 'Filings _ 2024', type: 'folder', sourceType: 'knowledgebase' });
    const again = await knowledgeBaseFolder(database.db, ownerId, 'Filings / 2024');
    expect(again.id).toBe(folder.id);
    const [top] = await database.db
      .select()
      .from(files)
      .where(and(eq(files.ownerId, ownerId), eq(files.name, '.knowledgebase')));
    expect(top?.id).toBe(folder.parentId);
    expect(top?.parentId).toBeNull();
  });

  it('numbers within 255 characters and before the extension', () => {
    expect(freeName('a.tar.gz', new Set(['a.tar.gz']))).toBe('a.tar(1).gz');
    expect(freeName('notes', new Set(['notes', 'notes(1)']))).toBe('notes(2)');
    expect(freeName('.env', new Set(['.env']))).toBe('.env(1)');
    const long = `${'x'.repeat(251)}.pdf`;
    const numbered = freeName(long, new Set([long]));
    expect(numbered).toHaveLength(255);
    expect(numbered.endsWith('(1).pdf')).toBe(true);
  });
});
