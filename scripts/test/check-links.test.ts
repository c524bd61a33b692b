// Tests of the documentation link checker (scripts/check-links.mjs) on in-memory fixtures.
// Run: `npx vitest run --project scripts` (the `scripts` project of vitest.workspace.ts).
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkFiles, externalProblem, githubSlug, htmlIds, htmlLinks, markdownAnchors, markdownLinks, memoryFs } from '../check-links.mjs';

const root = resolve('/fixture');
const at = (path: string) => resolve(root, path);

describe('githubSlug', () => {
  it('follows GitHub: lower case, punctuation dropped, spaces to hyphens', () => {
    expect(githubSlug('Errors and retries')).toBe('errors-and-retries');
    expect(githubSlug('`createClient(options)`: the client')).toBe('createclientoptions-the-client');
    expect(githubSlug('Hosted login (PKCE) & the callback')).toBe('hosted-login-pkce--the-callback');
    expect(githubSlug('snake_case and kebab-case')).toBe('snake_case-and-kebab-case');
    expect(githubSlug('A [linked](x.md) **bold** heading')).toBe('a-linked-bold-heading');
  });

  it('numbers repeated headings and skips code blocks', () => {
    const anchors = markdownAnchors('# Title\n## Setup\n```md\n## Not a heading\n```\n## Setup\nText\n---\n');
    expect([...anchors]).toEqual(['title', 'setup', 'setup-1', 'text']);
  });
});

describe('link extraction', () => {
  it('finds Markdown links, images and reference definitions outside code', () => {
    const md = [
      'See [core](core.md#errors) and ![logo](img/logo.png "Logo").',
      'Not `[this](nope.md)` nor:',
      '```ts',
      "const x = '[that](nope.md)';",
      '```',
      '[ref]: <other file.md>',
      '<a href="raw.html">raw</a>',
    ].join('\n');
    expect(markdownLinks(md)).toEqual(['core.md#errors', 'img/logo.png', 'other file.md', 'raw.html']);
  });

  it('finds href and src in HTML outside script, pre and code', () => {
    const html =
      '<a href="a.html#x">a</a><img src=\'b.png\'><pre><a href="c.html">c</a></pre><script>x="<a href=d.html>"</script><a href="e.html?q=1&amp;r=2">';
    expect(htmlLinks(html)).toEqual(['a.html#x', 'b.png', 'e.html?q=1&r=2']);
    expect([...htmlIds('<h2 id="setup">S</h2><a name="old"></a>')]).toEqual(['setup', 'old']);
  });

  it('checks the syntax of external links only', () => {
    expect(externalProblem('https://example.com/a?b#c')).toBeUndefined();
    expect(externalProblem('https://')).toBeDefined();
    expect(externalProblem('http://exa mple.com')).toBeDefined();
    expect(externalProblem('mailto:someone@example.com')).toBeUndefined();
    expect(externalProblem('mailto:nobody')).toBeDefined();
  });
});

describe('checkFiles (markdown)', () => {
  const fs = memoryFs({
    [at('docs/guide.md')]: [
      '# Guide',
      '## Good links',
      '[other](other.md) [anchor](other.md#second-part) [self](#good-links) [folder](../packages/core) [web](https://example.com)',
      '## Broken links',
      '[missing file](missing.md) [missing anchor](other.md#nowhere) [self](#nowhere-here) [bad url](https://)',
      '`[code](not-checked.md)`',
    ].join('\n'),
    [at('docs/other.md')]: '# Other\n\n## Second part\n',
    [at('packages/core/package.json')]: '{}',
  });

  it('reports each broken link with its reason and accepts the good ones', () => {
    const problems = checkFiles([at('docs/guide.md')], { kind: 'markdown', root, fs });
    expect(problems.map((p) => [p.link, p.reason])).toEqual([
      ['missing.md', 'no such file'],
      ['other.md#nowhere', 'no anchor #nowhere in other.md'],
      ['#nowhere-here', 'no anchor #nowhere-here in this file'],
      ['https://', 'malformed URL'],
    ]);
    expect(problems.every((p) => p.file === at('docs/guide.md'))).toBe(true);
  });
});

describe('checkFiles (html)', () => {
  const fs = memoryFs({
    [at('site/index.html')]:
      '<a href="documents/guide.html#setup">ok</a><a href="modules/">folder</a><a href="#top">top</a><h1 id="top">T</h1>' +
      '<a href="documents/guide.html#gone">bad anchor</a><a href="documents/missing.html">bad file</a><link href="assets/style.css">',
    [at('site/documents/guide.html')]: '<h2 id="setup">Setup</h2><a href="../index.html">home</a><a href="/assets/style.css">abs</a>',
    [at('site/modules/index.html')]: '<p>modules</p>',
    [at('site/assets/style.css')]: 'body{}',
  });

  it('reports missing files and fragments, accepts folders with an index.html', () => {
    const files = [at('site/index.html'), at('site/documents/guide.html')];
    const problems = checkFiles(files, { kind: 'html', root: at('site'), fs });
    expect(problems.map((p) => [p.link, p.reason])).toEqual([
      ['documents/guide.html#gone', 'no anchor #gone in documents/guide.html'],
      ['documents/missing.html', 'no such file'],
    ]);
  });
});
