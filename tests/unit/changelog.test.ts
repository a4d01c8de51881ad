import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import {describe, expect, it} from 'vitest';
import {changelog} from '../../src/config/changelog';
import {provider} from '../../src/provider';

const changelogDir = path.resolve(__dirname, '../..', changelog.path);
const entries = readdirSync(changelogDir)
  .filter((file) => file.endsWith('.mdx'))
  .map((file) => ({file, ...matter(readFileSync(path.join(changelogDir, file), 'utf8'))}));

/** Hosts of the provider module (as the content test reads them); entries import the value instead. */
const providerHosts = Object.values(provider.urls).map((url) => (url.includes('@') ? url : new URL(url).host));

describe('changelog', () => {
  it('has entries', () => {
    expect(entries.length).toBeGreaterThanOrEqual(5);
  });

  it.each(entries)('$file is dated by its name, with a title and a search-engine description', ({file, data}) => {
    expect(file).toMatch(/^\d{4}-\d{2}-\d{2}-[a-z0-9-]+\.mdx$/);
    if (data.date) expect(new Date(data.date).toISOString().slice(0, 10)).toBe(file.slice(0, 10));
    expect(typeof data.title).toBe('string');
    expect(String(data.description).length).toBeGreaterThanOrEqual(50);
    expect(String(data.description).length).toBeLessThanOrEqual(160);
  });

  it.each(entries)('$file names no authors or tags and writes out no provider host', ({data, content}) => {
    expect(data).not.toHaveProperty('authors');
    expect(data).not.toHaveProperty('tags');
    for (const host of providerHosts) expect(content, `spells out ${host}`).not.toContain(host);
  });
});
