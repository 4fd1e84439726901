// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { findLiteralStrings } from '../test/find-literal-strings';
import { appSourceFiles } from '../test/source-files';

describe('components render only translated text', () => {
  it('has no literal user-visible strings in any .tsx under src', () => {
    const findings = appSourceFiles(['.tsx']).flatMap((file) =>
      findLiteralStrings(file.path, file.text).map((finding) => `${file.path}:${finding.line} "${finding.text}"`),
    );
    expect(findings).toEqual([]);
  });

  it('catches literals (the checker itself works)', () => {
    const snippet = `
      export function Bad({ isTemp, name }: { isTemp: boolean; name: string }) {
        return (
          <div className="flex gap-2" data-testid="x">
            <h1>Welcome back</h1>
            <input name="email" placeholder="Search" />
            <img alt={'Company logo'} src="/a.png" />
            <span title={\`Hello \${name}\`}>{isTemp ? 'Guest' : name}</span>
            <p>{name ?? 'Anonymous'}</p>
            <p>Intrinsic</p>
            <p>{t('common:nav.home')}</p>
            <span>·</span>
            <span>{' '}{42}</span>
          </div>
        );
      }`;
    expect(findLiteralStrings('bad.tsx', snippet).map((finding) => finding.text)).toEqual([
      'Welcome back',
      'Search',
      'Company logo',
      'Hello',
      'Guest',
      'Anonymous',
    ]);
  });
});
