import ts from 'typescript';

/** The default namespace, used by `t('key')` without a `ns:` prefix. */
export const DEFAULT_NAMESPACE = 'common';

/** One translation key used in source, with where it was found. */
export type TKeyUse = { key: string; namespace: string; path: string; file: string; line: number };

/**
 * Translation keys used in a source file: the first argument of every `t(…)` / `x.t(…)` call, plus any
 * string literal shaped like `ns:key` (key tables such as `{ labelKey: 'common:colorScheme.light' }`).
 */
export function findTranslationKeys(fileName: string, sourceText: string, namespaces: readonly string[]): TKeyUse[] {
  const source = ts.createSourceFile(fileName, sourceText, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const keyShape = new RegExp(`^(${namespaces.join('|')}):[\\w.]+$`);
  const uses: TKeyUse[] = [];
  const seen = new Set<ts.Node>();

  function add(node: ts.StringLiteralLike): void {
    if (seen.has(node)) return;
    seen.add(node);
    const [namespace, path] = node.text.includes(':')
      ? [node.text.slice(0, node.text.indexOf(':')), node.text.slice(node.text.indexOf(':') + 1)]
      : [DEFAULT_NAMESPACE, node.text];
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    uses.push({ key: node.text, namespace, path, file: fileName, line: line + 1 });
  }

  function visit(node: ts.Node): void {
    if (ts.isCallExpression(node) && isTranslateCall(node.expression)) {
      const [first] = node.arguments;
      if (first && ts.isStringLiteralLike(first)) add(first);
    } else if (ts.isStringLiteralLike(node) && keyShape.test(node.text)) {
      add(node);
    }
    ts.forEachChild(node, visit);
  }

  visit(source);
  return uses;
}

function isTranslateCall(callee: ts.Expression): boolean {
  if (ts.isIdentifier(callee)) return callee.text === 't';
  return ts.isPropertyAccessExpression(callee) && callee.name.text === 't';
}

/** Whether a dotted path leads to a string in a locale object. */
export function hasMessage(locale: unknown, path: string): boolean {
  let node: unknown = locale;
  for (const part of path.split('.')) {
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, part)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string';
}
