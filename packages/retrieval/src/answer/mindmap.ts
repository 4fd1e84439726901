/**
 * A mind map of an answer: the model writes a Markdown outline (headings and nested bullets, which
 * every model writes well), parsed into a tree; JSON `{name|title, children}` is read too.
 */
import type { TChatMessage } from '../knowledge-graph/extraction-prompt.js';
import { firstJsonObject, unfenced, withoutThinking } from './model-text.js';

export type TMindmapNode = { title: string; children: TMindmapNode[] };

/** Limits of a map: a drawn map past them is unreadable, and a model's runaway answer is bounded. */
export const MINDMAP_LIMITS = { depth: 5, children: 16, nodes: 200, titleChars: 200 } as const;

/** The messages asking for the outline of `text` (an answer), titled by `question`. @public */
export function buildMindmapMessages(question: string, text: string): TChatMessage[] {
  const system = [
    'You turn a text into a mind map, written as a Markdown outline.',
    '- The first line is "# " and the central topic (a few words).',
    '- Then "## " for each main branch, and nested "- " bullets (two spaces per level) for the details under it.',
    '- Each item a few words, at most four levels below the topic, in the language of the text.',
    '- Answer with the outline only.',
  ].join('\n');
  return [
    { role: 'system', content: system },
    { role: 'user', content: `Question: ${question}\n\nText:\n${text}` },
  ];
}

/**
 * The map's tree, or null when the answer holds no outline. An outline with several top items hangs
 * them under `topic` (the question).
 * @public
 */
export function parseMindmap(answer: string, topic: string): TMindmapNode | null {
  const text = unfenced(withoutThinking(answer));
  const json = firstJsonObject(text);
  const budget = { nodes: MINDMAP_LIMITS.nodes };
  if (json !== null) {
    const node = fromJson(json, 0, budget);
    if (node) return node;
  }
  return fromOutline(text, cleanTitle(topic), budget);
}

function fromJson(value: unknown, depth: number, budget: { nodes: number }): TMindmapNode | null {
  if (value === null || typeof value !== 'object' || budget.nodes <= 0) return null;
  const record = value as Record<string, unknown>;
  const title = cleanTitle(String(record.title ?? record.name ?? record.topic ?? ''));
  if (title === '') return null;
  budget.nodes -= 1;
  const children = depth < MINDMAP_LIMITS.depth && Array.isArray(record.children) ? record.children : [];
  return {
    title,
    children: children
      .slice(0, MINDMAP_LIMITS.children)
      .map((child) => fromJson(child, depth + 1, budget))
      .filter((child): child is TMindmapNode => child !== null),
  };
}

/** Headings give levels 0…5 by their `#`s, bullets one level under the last heading per two spaces of indent. */
function fromOutline(text: string, topic: string, budget: { nodes: number }): TMindmapNode | null {
  const items: { level: number; title: string }[] = [];
  let headingLevel = 0;
  for (const line of text.split('\n')) {
    const heading = /^\s*(#{1,6})\s+(.+)$/u.exec(line);
    const bullet = /^(\s*)(?:[-*+•]|\d+[.)])\s+(.+)$/u.exec(line);
    if (heading) {
      headingLevel = heading[1]!.length;
      items.push({ level: headingLevel - 1, title: cleanTitle(heading[2]!) });
    } else if (bullet) {
      const indent = bullet[1]!.replace(/\t/gu, '  ').length;
      items.push({ level: headingLevel + Math.floor(indent / 2), title: cleanTitle(bullet[2]!) });
    }
  }
  const kept = items.filter((item) => item.title !== '');
  if (kept.length === 0) return null;
  const hasOneRoot = kept[0]!.level === 0 && kept.slice(1).every((item) => item.level > 0);
  const root: TMindmapNode = hasOneRoot ? { title: kept[0]!.title, children: [] } : { title: topic, children: [] };
  const stack: { level: number; node: TMindmapNode }[] = [{ level: hasOneRoot ? 0 : -1, node: root }];
  budget.nodes -= 1;
  for (const item of hasOneRoot ? kept.slice(1) : kept) {
    while (stack.length > 1 && stack.at(-1)!.level >= item.level) stack.pop();
    const parent = stack.at(-1)!;
    if (
      budget.nodes <= 0 ||
      stack.length > MINDMAP_LIMITS.depth ||
      parent.node.children.length >= MINDMAP_LIMITS.children
    ) {
      continue;
    }
    const node: TMindmapNode = { title: item.title, children: [] };
    parent.node.children.push(node);
    stack.push({ level: item.level, node });
    budget.nodes -= 1;
  }
  return !hasOneRoot && root.children.length === 1 ? root.children[0]! : root;
}

function cleanTitle(text: string): string {
  return text
    .replace(/\*\*|__|`/gu, '')
    .replace(/\[ID:\s*\d+\]/giu, '')
    .replace(/\s+/gu, ' ')
    .trim()
    .slice(0, MINDMAP_LIMITS.titleChars);
}
