import {readFileSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const readme = readFileSync(path.resolve(__dirname, '../../README.md'), 'utf8');

describe('README.md', () => {
  it('stays a five-minute read: at most 25 KB', () => {
    expect(Buffer.byteLength(readme)).toBeLessThanOrEqual(25_000);
  });

  it('shows the install-and-serve command and the test command in its first code block', () => {
    const firstBlock = /```bash\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
    expect(firstBlock).toMatch(/^npm ci && npm start\b/m);
    expect(firstBlock).toMatch(/^npm test\b/m);
  });

  it('keeps no benchmark figures: the history is bench/history.jsonl', () => {
    expect(readme).not.toMatch(/\d+(\.\d+)?\s*×\s*\(/);
  });
});
