import type { TParserId } from '@app/contract';

/** The settings a chunk method's form shows. */
export type TParserSetting =
  | 'layout'
  | 'chunkTokenNum'
  | 'delimiter'
  | 'overlap'
  | 'pages'
  | 'html4excel'
  | 'autoMetadata'
  | 'raptor'
  | 'graphrag'
  | 'entityTypes';

/** Each chunk method's name and what it does, as RAGFlow's users know them. */
export const PARSER_METHODS = {
  naive: { label: 'knowledge:parser.naive.label', description: 'knowledge:parser.naive.description' },
  book: { label: 'knowledge:parser.book.label', description: 'knowledge:parser.book.description' },
  laws: { label: 'knowledge:parser.laws.label', description: 'knowledge:parser.laws.description' },
  manual: { label: 'knowledge:parser.manual.label', description: 'knowledge:parser.manual.description' },
  paper: { label: 'knowledge:parser.paper.label', description: 'knowledge:parser.paper.description' },
  presentation: {
    label: 'knowledge:parser.presentation.label',
    description: 'knowledge:parser.presentation.description',
  },
  qa: { label: 'knowledge:parser.qa.label', description: 'knowledge:parser.qa.description' },
  resume: { label: 'knowledge:parser.resume.label', description: 'knowledge:parser.resume.description' },
  table: { label: 'knowledge:parser.table.label', description: 'knowledge:parser.table.description' },
  picture: { label: 'knowledge:parser.picture.label', description: 'knowledge:parser.picture.description' },
  one: { label: 'knowledge:parser.one.label', description: 'knowledge:parser.one.description' },
  knowledge_graph: {
    label: 'knowledge:parser.knowledge_graph.label',
    description: 'knowledge:parser.knowledge_graph.description',
  },
} as const satisfies Record<TParserId, { label: string; description: string }>;

const SECTIONED: readonly TParserSetting[] = ['layout', 'pages', 'autoMetadata', 'raptor', 'graphrag'];

/**
 * The settings each method reads (RAGFlow's configuration forms): only General cuts by token budget
 * and delimiters; the section-aware methods read PDF layout and page ranges; the knowledge-graph
 * method cuts text for the chat model and names the entity types to find.
 */
export const PARSER_SETTINGS: Record<TParserId, readonly TParserSetting[]> = {
  naive: [
    'layout',
    'chunkTokenNum',
    'delimiter',
    'overlap',
    'pages',
    'html4excel',
    'autoMetadata',
    'raptor',
    'graphrag',
  ],
  book: SECTIONED,
  laws: SECTIONED,
  manual: SECTIONED,
  paper: SECTIONED,
  presentation: SECTIONED,
  qa: ['autoMetadata', 'raptor', 'graphrag'],
  resume: ['autoMetadata'],
  table: ['autoMetadata'],
  picture: ['autoMetadata'],
  one: ['layout', 'pages', 'autoMetadata', 'graphrag'],
  knowledge_graph: ['chunkTokenNum', 'delimiter', 'entityTypes'],
};
