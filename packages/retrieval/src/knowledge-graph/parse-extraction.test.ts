import { describe, expect, it } from 'vitest';
import { buildExtractionMessages, entityTypesOf } from './extraction-prompt.js';
import { parseExtraction } from './parse-extraction.js';

describe('buildExtractionMessages', () => {
  it('names the configured entity types and the JSON Lines format; the chunk goes in the user message', () => {
    const [system, user] = buildExtractionMessages('Kweichow Moutai raised prices in Guizhou.', {
      entityTypes: ['Organization', ' product ', 'organization', ''],
      method: 'general',
    });
    expect(system!.role).toBe('system');
    expect(system!.content).toContain('these types: organization, product.');
    expect(system!.content).toContain('JSON Lines');
    expect(system!.content).not.toContain('keywords');
    expect(user).toEqual({ role: 'user', content: 'Text:\nKweichow Moutai raised prices in Guizhou.' });
  });

  it('asks for relation keywords with the light method, and uses RAGFlow types by default', () => {
    const [system] = buildExtractionMessages('x', { method: 'light' });
    expect(system!.content).toContain('"keywords"');
    expect(entityTypesOf(undefined)).toEqual(['organization', 'person', 'geo', 'event', 'category']);
  });
});

describe('parseExtraction', () => {
  it('reads JSON Lines inside a fenced block, skipping thinking, list markers, trailing commas and junk', () => {
    const answer = [
      '<think>Let me find the entities.</think>',
      'Here is the graph:',
      '```jsonl',
      '{"kind":"entity","name":"Apple Inc.","type":"organization","description":"Makes the iPhone."}',
      '- {"kind":"entity","name":" Tim  Cook ","type":"PERSON","description":"Chief executive."},',
      '{"kind":"entity","name":"iPhone","type":"product","description":"A phone."}',
      '{"kind":"relation","source":"Tim Cook","target":"Apple Inc.","description":"Runs it.","strength":"12"}',
      '{"kind":"relation","source":"Apple Inc.","target":"apple inc.","description":"self","strength":3}',
      '{"kind":"entity", broken json',
      '```',
    ].join('\n');
    expect(parseExtraction(answer, ['organization', 'person'])).toEqual({
      entities: [
        { name: 'Apple Inc.', type: 'organization', description: 'Makes the iPhone.' },
        { name: 'Tim Cook', type: 'person', description: 'Chief executive.' },
      ],
      relations: [{ source: 'Tim Cook', target: 'Apple Inc.', description: 'Runs it.', strength: 10, keywords: [] }],
    });
  });

  it('reads one JSON array, and an object of entities and relationships', () => {
    const array =
      '[{"name":"Visa","type":"organization","description":"Payments."},{"source":"Visa","target":"Mastercard","description":"Compete.","strength":7,"keywords":"competition, payments"}]';
    expect(parseExtraction(array).relations).toEqual([
      {
        source: 'Visa',
        target: 'Mastercard',
        description: 'Compete.',
        strength: 7,
        keywords: ['competition', 'payments'],
      },
    ]);
    expect(parseExtraction(array).entities).toHaveLength(1);
    const object =
      '{"entities":[{"name":"贵州茅台","type":"organization","description":"白酒生产商"}],"relationships":[{"source":"贵州茅台","target":"贵州","description":"总部所在地","weight":8}]}';
    const parsed = parseExtraction(object);
    expect(parsed.entities).toEqual([{ name: '贵州茅台', type: 'organization', description: '白酒生产商' }]);
    expect(parsed.relations[0]).toMatchObject({ source: '贵州茅台', target: '贵州', strength: 8 });
  });

  it('reads the GraphRAG tuple format', () => {
    const answer =
      '("entity"<|>NVIDIA<|>organization<|>Designs GPUs.)##\n("entity"<|>TSMC<|>organization<|>Foundry.)##\n("relationship"<|>NVIDIA<|>TSMC<|>TSMC makes NVIDIA chips.<|>9)<|COMPLETE|>';
    const parsed = parseExtraction(answer);
    expect(parsed.entities.map((e) => e.name)).toEqual(['NVIDIA', 'TSMC']);
    expect(parsed.relations).toEqual([
      { source: 'NVIDIA', target: 'TSMC', description: 'TSMC makes NVIDIA chips.', strength: 9, keywords: [] },
    ]);
  });

  it('gives nothing for an answer with no records, and bounds what a hostile answer can hold', () => {
    expect(parseExtraction('I could not find any entities.')).toEqual({ entities: [], relations: [] });
    const huge = `{"kind":"entity","name":"${'N'.repeat(5000)}","type":"person","description":"${'d'.repeat(50_000)}"}`;
    const [entity] = parseExtraction(huge).entities;
    expect(entity!.name.length).toBe(200);
    expect(entity!.description.length).toBe(2000);
    const many = Array.from({ length: 5000 }, (_, i) => `{"kind":"entity","name":"E${i}","type":"person"}`).join('\n');
    expect(parseExtraction(many).entities).toHaveLength(2000);
  });
});
