import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const guide = readFileSync(path.join(root, 'docs/integrate.md'), 'utf8');

/** Every `<!-- sample: file -->` code block of the guide, with the file it is copied from. */
const snippets = [...guide.matchAll(/<!-- sample: (\S+) -->\n```\w*\n([\s\S]*?)```/g)].map(([, file, code]) => ({ file: file as string, code: code as string }));

describe('docs/integrate.md', () => {
  it('shows the samples as they are: each snippet is a verbatim part of its sample file', () => {
    expect(snippets.length).toBeGreaterThanOrEqual(5);
    for (const { file, code } of snippets) {
      expect(readFileSync(path.join(root, file), 'utf8'), file).toContain(code);
    }
  });

  it('imports the standalone kit from the URL the portal serves it at', () => {
    expect(guide).toContain("import { connect } from 'https://portal.example.com/pba/subapp-kit.js';");
    expect(readFileSync(path.join(root, 'apps/subapps/plain-html/index.html'), 'utf8')).toContain(
      "import { connect } from 'https://portal.example.com/pba/subapp-kit.js';",
    );
  });
});
