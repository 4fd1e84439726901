import ts from 'typescript';

/**
 * Text that must stay literal in components. Keep this list short and say why for each entry.
 * - "Intrinsic": the brand name, the same in every language.
 * (Language names are not here: they come from the contract's LANGUAGE_NAMES, not from literals.)
 */
export const ALLOWED_LITERALS: ReadonlySet<string> = new Set(['Intrinsic']);

/** Attributes whose value is shown to (or read out to) the user, so it must be translated. */
const TEXT_ATTRIBUTES: ReadonlySet<string> = new Set([
  'placeholder',
  'title',
  'alt',
  'aria-label',
  'aria-description',
  'aria-placeholder',
  'aria-valuetext',
  'label',
  'pendingLabel',
  'subtitle',
  'hint',
  'message',
]);

/** One untranslated string, with its 1-based line. */
export type TLiteralFinding = { line: number; text: string };

const HAS_LETTER = /\p{L}/u;

/**
 * Finds user-visible literal text in a TSX source: JSX text with letters, string values of the text
 * attributes above, and string literals rendered directly as children (`{'…'}`, `{x ? '…' : y}`).
 */
export function findLiteralStrings(fileName: string, sourceText: string): TLiteralFinding[] {
  const source = ts.createSourceFile(fileName, sourceText, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const findings: TLiteralFinding[] = [];

  function report(node: ts.Node, text: string): void {
    const trimmed = text.replace(/\s+/g, ' ').trim();
    if (!HAS_LETTER.test(trimmed) || ALLOWED_LITERALS.has(trimmed)) return;
    const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
    findings.push({ line: line + 1, text: trimmed });
  }

  /** String literals an expression would render as text. */
  function reportRendered(expression: ts.Expression): void {
    if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) {
      report(expression, expression.text);
    } else if (ts.isTemplateExpression(expression)) {
      report(
        expression,
        [expression.head.text, ...expression.templateSpans.map((span) => span.literal.text)].join(' '),
      );
    } else if (ts.isParenthesizedExpression(expression)) {
      reportRendered(expression.expression);
    } else if (ts.isConditionalExpression(expression)) {
      reportRendered(expression.whenTrue);
      reportRendered(expression.whenFalse);
    } else if (ts.isBinaryExpression(expression) && isFallbackOperator(expression.operatorToken.kind)) {
      reportRendered(expression.right);
    }
  }

  function visit(node: ts.Node): void {
    if (ts.isJsxText(node)) {
      report(node, node.text);
    } else if (ts.isJsxAttribute(node) && TEXT_ATTRIBUTES.has(node.name.getText(source))) {
      const value = node.initializer;
      if (value && ts.isStringLiteral(value)) report(value, value.text);
      if (value && ts.isJsxExpression(value) && value.expression) reportRendered(value.expression);
    } else if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) {
      reportRendered(node.expression);
    }
    ts.forEachChild(node, visit);
  }

  visit(source);
  return findings;
}

function isFallbackOperator(kind: ts.SyntaxKind): boolean {
  return (
    kind === ts.SyntaxKind.AmpersandAmpersandToken ||
    kind === ts.SyntaxKind.BarBarToken ||
    kind === ts.SyntaxKind.QuestionQuestionToken
  );
}
