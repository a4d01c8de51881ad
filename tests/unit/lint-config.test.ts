import {readFileSync, readdirSync} from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';

const root = path.resolve(__dirname, '../..');

interface CspellConfig {
  dictionaries: string[];
  dictionaryDefinitions: {name: string; path: string}[];
}

const cspellConfig = JSON.parse(readFileSync(path.join(root, 'cspell.json'), 'utf8')) as CspellConfig;
const projectWordsDefinition = cspellConfig.dictionaryDefinitions.find(({name}) => name === 'project-words');
const words = readFileSync(path.join(root, projectWordsDefinition?.path ?? 'project-words.txt'), 'utf8')
  .split('\n')
  .map((line) => line.trim())
  .filter(Boolean);

function filesUnder(dir: string): string[] {
  return readdirSync(dir, {withFileTypes: true}).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

/** Everything cspell checks: the pages (front matter included), src/ and the README. */
const checkedText = [...filesUnder(path.join(root, 'docs')), ...filesUnder(path.join(root, 'src')), 'README.md']
  .map((file) => readFileSync(path.resolve(root, file), 'utf8'))
  .join('\n');

// cspell matches the list case-insensitively and splits words at anything but letters and digits.
const occursAsWord = (word: string) =>
  new RegExp(`(?<![\\p{L}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'iu').test(
    checkedText,
  );

describe('cspell project word list', () => {
  it('is the dictionary cspell loads', () => {
    expect(projectWordsDefinition?.path).toBe('./project-words.txt');
    expect(cspellConfig.dictionaries).toContain('project-words');
  });

  it('is sorted case-insensitively', () => {
    const sorted = [...words].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase(), 'en'));
    expect(words).toEqual(sorted);
  });

  it('has no duplicates, ignoring case', () => {
    const duplicates = words.filter((word, index) =>
      words.slice(0, index).some((earlier) => earlier.toLowerCase() === word.toLowerCase()),
    );
    expect(duplicates).toEqual([]);
  });

  it('holds only words that occur in a page, src/ or the README', () => {
    expect(words.filter((word) => !occursAsWord(word))).toEqual([]);
  });
});
