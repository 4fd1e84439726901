import { describe, expect, it } from 'vitest';
import { buildMindmapMessages, MINDMAP_LIMITS, parseMindmap } from './mindmap.js';

describe('mind map', () => {
  it('asks for a Markdown outline of the answer', () => {
    const [system, user] = buildMindmapMessages('Why did sales grow?', 'Because prices rose [ID:1].');
    expect(system!.content).toContain('Markdown outline');
    expect(user!.content).toContain('Because prices rose');
  });

  it('reads headings and nested bullets into a tree, markers and emphasis removed', () => {
    const answer =
      '```markdown\n# Sales growth\n## Prices\n- **Raised** 20% [ID:1]\n  - in 2024\n## Volume\n- Exports\n```';
    expect(parseMindmap(answer, 'topic')).toEqual({
      title: 'Sales growth',
      children: [
        { title: 'Prices', children: [{ title: 'Raised 20%', children: [{ title: 'in 2024', children: [] }] }] },
        { title: 'Volume', children: [{ title: 'Exports', children: [] }] },
      ],
    });
  });

  it('hangs several top items under the topic, reads JSON, and is null without an outline', () => {
    expect(parseMindmap('- A\n- B', 'Question')).toEqual({
      title: 'Question',
      children: [
        { title: 'A', children: [] },
        { title: 'B', children: [] },
      ],
    });
    expect(parseMindmap('{"name": "Root", "children": [{"title": "Leaf"}, {"name": ""}]}', 'q')).toEqual({
      title: 'Root',
      children: [{ title: 'Leaf', children: [] }],
    });
    expect(parseMindmap('Nothing to map.', 'q')).toBeNull();
  });

  it('bounds children per node and the depth', () => {
    const wide = `# R\n${Array.from({ length: 40 }, (_, i) => `- item ${i}`).join('\n')}`;
    expect(parseMindmap(wide, 'q')!.children).toHaveLength(MINDMAP_LIMITS.children);
    const deep = `# R\n${Array.from({ length: 10 }, (_, i) => `${'  '.repeat(i)}- level ${i}`).join('\n')}`;
    let node = parseMindmap(deep, 'q')!;
    let depth = 0;
    while (node.children.length > 0) {
      node = node.children[0]!;
      depth += 1;
    }
    expect(depth).toBe(MINDMAP_LIMITS.depth);
  });
});
