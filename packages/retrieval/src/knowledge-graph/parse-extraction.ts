/**
 * The chat model's answer read into entities and relations, tolerating what models do: thinking before
 * `</think>`, fenced code blocks, list markers, trailing commas, one JSON array instead of lines, the
 * GraphRAG tuple format (`("entity"<|>…)`), and junk lines (skipped). Entities of a type not asked for
 * are dropped, as RAGFlow drops them. Sizes are bounded: model output is untrusted.
 */
import { entityTypesOf } from './extraction-prompt.js';
import type { TExtractedEntity, TExtractedRelation, TGraphExtraction } from './types.js';

const MAX_RECORDS = 2000;
const MAX_NAME_CHARS = 200;
const MAX_DESCRIPTION_CHARS = 2000;
const MAX_KEYWORDS = 16;
const TUPLE_RECORD = /\(\s*"?(entity|relationship|relation)"?\s*<\|>([\s\S]*?)\)\s*(?=##|<\|COMPLETE\|>|\n|$)/giu;

type TRecord = Record<string, unknown>;

/** @public */
export function parseExtraction(answer: string, entityTypes?: readonly string[]): TGraphExtraction {
  const allowed = new Set(entityTypesOf(entityTypes));
  const records = readRecords(withoutThinking(answer)).slice(0, MAX_RECORDS);
  const entities: TExtractedEntity[] = [];
  const relations: TExtractedRelation[] = [];
  for (const record of records) {
    const kind = String(record.kind ?? record.type_of_record ?? '').toLowerCase();
    const source = cleanName(record.source ?? record.src ?? record.from ?? record.src_id);
    const target = cleanName(record.target ?? record.tgt ?? record.to ?? record.tgt_id);
    if (kind.startsWith('relation') || (kind === '' && source && target)) {
      if (!source || !target || entityKey(source) === entityKey(target)) continue;
      relations.push({
        source,
        target,
        description: cleanText(record.description, MAX_DESCRIPTION_CHARS),
        strength: strengthOf(record.strength ?? record.weight),
        keywords: keywordsOf(record.keywords),
      });
      continue;
    }
    const name = cleanName(record.name ?? record.entity_name ?? record.entity);
    const type = cleanText(record.type ?? record.entity_type, 64).toLowerCase();
    if (name && allowed.has(type)) {
      entities.push({ name, type, description: cleanText(record.description, MAX_DESCRIPTION_CHARS) });
    }
  }
  return { entities, relations };
}

/** The key under which mentions of one entity are merged: Unicode-normalised, spaces collapsed, case folded. */
export function entityKey(name: string): string {
  return name.normalize('NFKC').replace(/\s+/gu, ' ').trim().toLowerCase();
}

function readRecords(text: string): TRecord[] {
  const body = text.replace(/^\s*```[\w-]*\s*$/gmu, '').trim();
  const whole = tryJson(body);
  if (whole !== undefined) {
    const fromWhole = recordsOf(whole);
    if (fromWhole.length > 0) return fromWhole;
  }
  const records: TRecord[] = [];
  for (const rawLine of body.split('\n')) {
    const line = rawLine
      .trim()
      .replace(/^(?:[-*•]|\d+[.)])\s+/u, '')
      .replace(/,\s*$/u, '');
    if (!line.includes('{')) continue;
    const parsed = tryJson(line) ?? tryJson(line.slice(line.indexOf('{'), line.lastIndexOf('}') + 1));
    records.push(...recordsOf(parsed));
  }
  if (records.length > 0) return records;
  return tupleRecords(body);
}

/** Records from a parsed value: an object, an array of them, or `{entities: [...], relations: [...]}`. */
function recordsOf(value: unknown): TRecord[] {
  if (Array.isArray(value)) return value.flatMap(recordsOf);
  if (!value || typeof value !== 'object') return [];
  const object = value as TRecord;
  const entities = object.entities;
  const relations = object.relations ?? object.relationships;
  if (Array.isArray(entities) || Array.isArray(relations)) {
    return [
      ...(Array.isArray(entities) ? entities : []).flatMap(recordsOf).map((r) => ({ kind: 'entity', ...r })),
      ...(Array.isArray(relations) ? relations : []).flatMap(recordsOf).map((r) => ({ kind: 'relation', ...r })),
    ];
  }
  return [object];
}

/** GraphRAG's `("entity"<|>NAME<|>TYPE<|>DESCRIPTION)` and `("relationship"<|>SOURCE<|>TARGET<|>DESCRIPTION<|>STRENGTH)`. */
function tupleRecords(text: string): TRecord[] {
  return [...text.matchAll(TUPLE_RECORD)].map((match) => {
    const fields = match[2]!.split('<|>').map((field) => field.trim().replace(/^"|"$/gu, ''));
    if (match[1]!.toLowerCase() === 'entity') {
      return { kind: 'entity', name: fields[0], type: fields[1], description: fields[2] };
    }
    return { kind: 'relation', source: fields[0], target: fields[1], description: fields[2], strength: fields.at(-1) };
  });
}

function tryJson(text: string): unknown {
  if (text === '' || !/^[[{]/u.test(text)) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function withoutThinking(answer: string): string {
  const end = answer.lastIndexOf('</think>');
  return end >= 0 ? answer.slice(end + '</think>'.length) : answer;
}

function cleanName(value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '';
  return String(value)
    .normalize('NFKC')
    .replace(/\s+/gu, ' ')
    .trim()
    .replace(/^["'“”‘’「」《》]+|["'“”‘’「」《》]+$/gu, '')
    .trim()
    .slice(0, MAX_NAME_CHARS);
}

function cleanText(value: unknown, maxChars: number): string {
  if (typeof value !== 'string' && typeof value !== 'number') return '';
  return String(value).replace(/\s+/gu, ' ').trim().slice(0, maxChars);
}

function strengthOf(value: unknown): number {
  const number = typeof value === 'number' ? value : Number.parseFloat(String(value ?? ''));
  return Number.isFinite(number) ? Math.min(10, Math.max(1, number)) : 1;
}

function keywordsOf(value: unknown): string[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/[,，;；]/u) : [];
  return list
    .map((keyword) => cleanText(keyword, 64))
    .filter((keyword) => keyword !== '')
    .slice(0, MAX_KEYWORDS);
}
