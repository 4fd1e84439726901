import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { parseArgs } from 'node:util';
import { errorMessage, LANGUAGES, type TLanguage } from '@app/contract';
import { loadExtraction, READ_FAILURE_CODES, readFailureOf } from '../financial/extraction.js';
import { statementsResponse, statementsSummary } from './extract-report.js';

const USAGE = 'usage: npm run -s extract -- FILE [--json] [--language en|es|zh|zh-TRADITIONAL|id] [--fiscal-year YYYY]';

/** A failure said to the user: one line on stderr, exit code 1. */
class CliError extends Error {}

/**
 * `npm run -s extract -- FILE`: reads one document (PDF, XLSX, XLS, CSV, DOCX, HTML) as an upload's
 * task would and prints its statements: a summary per statement, or with `--json` the data of
 * `GET financial_statements/statements`. Runs in this process (no server, no database).
 */
async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      json: { type: 'boolean', default: false },
      language: { type: 'string', default: 'en' },
      'fiscal-year': { type: 'string' },
    },
  });
  const language = LANGUAGES.find((code) => code === values.language);
  const fiscalYear = values['fiscal-year'] === undefined ? undefined : Number(values['fiscal-year']);
  const [path] = positionals;
  if (positionals.length !== 1 || !path || !language || (fiscalYear !== undefined && !/^\d{4}$/.test(`${fiscalYear}`)))
    throw new CliError(USAGE);
  const bytes = await readFile(path).catch((error: NodeJS.ErrnoException) => {
    throw new CliError(`cannot read ${path}: ${error.code === 'ENOENT' ? 'no such file' : error.message}`);
  });
  const extraction = await loadExtraction();
  const parsed = await extraction.readDocument(bytes).catch((error: unknown) => {
    const reason = readFailureOf(error);
    if (!reason) throw error;
    throw new CliError(failure(READ_FAILURE_CODES[reason], language, (error as Error).message));
  });
  const found = await extraction.extractStatements(parsed, fiscalYear ? { fiscalYear } : {});
  if (found.length === 0) throw new CliError(failure('EXTRACTION_NO_STATEMENTS', language));
  const response = statementsResponse(basename(path), found, language);
  process.stdout.write(
    values.json ? `${JSON.stringify(response, null, 2)}\n` : statementsSummary(basename(path), response),
  );
}

function failure(code: Parameters<typeof errorMessage>[0], language: TLanguage, detail?: string): string {
  return `${code}: ${errorMessage(code, language)}${detail ? ` (${detail})` : ''}`;
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof CliError ? error.message : error);
    process.exit(1);
  },
);
