/**
 * `npm run -s value -- FILE.json`: values the explicit-cash-flow or residual-earnings JSON in FILE
 * and prints the result as JSON on stdout. Invalid input exits 2, a refused valuation (e.g. growth
 * ≥ discount rate) exits 1, each with a message on stderr. The forms are in `value-input.ts`.
 */
import { readFileSync } from 'node:fs';
import { valueDocument } from './value-input.js';

function main(args: readonly string[]): number {
  const file = args[0];
  if (!file || args.length > 1) {
    console.error('usage: npm run -s value -- FILE.json');
    return 2;
  }
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    console.error(`cannot read ${file}: ${(error as Error).message}`);
    return 2;
  }
  let document: unknown;
  try {
    document = JSON.parse(text);
  } catch (error) {
    console.error(`${file} is not valid JSON: ${(error as Error).message}`);
    return 2;
  }
  const outcome = valueDocument(document);
  if (!outcome.ok) {
    console.error(outcome.message);
    return outcome.exitCode;
  }
  process.stdout.write(`${JSON.stringify(outcome.output, null, 2)}\n`);
  return 0;
}

process.exitCode = main(process.argv.slice(2));
