// src/upstream/chunk-file-names: the client's lazily loaded scripts are named by chunk id in a production build,
// and the build fails when Docusaurus names them some other way than the plugin expects.
import {readFileSync} from 'node:fs';
import {describe, expect, it} from 'vitest';
import type {Configuration} from 'webpack';
import {
  chunkFileNamesPlugin,
  UPSTREAM_CHUNK_FILENAME,
  UPSTREAM_DEV_CHUNK_FILENAME,
} from '../../src/upstream/chunk-file-names';

const configure = (chunkFilename: string, isServer = false) =>
  chunkFileNamesPlugin().configureWebpack!(
    {output: {chunkFilename}} as Configuration,
    isServer,
    {} as never,
    undefined as never,
  );

describe('chunkFileNamesPlugin', () => {
  it("names the production client's chunks by id, keeping their content hash", () => {
    expect(configure(UPSTREAM_CHUNK_FILENAME)).toEqual({output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'}});
  });

  it('leaves the server build and npm run dev alone', () => {
    expect(configure(UPSTREAM_CHUNK_FILENAME, true)).toEqual({});
    expect(configure(UPSTREAM_DEV_CHUNK_FILENAME)).toEqual({});
  });

  it('fails the build, naming the file to check, when Docusaurus names the scripts differently', () => {
    expect(() => configure('assets/js/[name].[contenthash:10].js')).toThrow(
      /chunk-file-names: .*assets\/js\/\[name\]\.\[contenthash:10\]\.js.*core\/lib\/webpack\/base\.js/,
    );
  });

  it("matches the installed Docusaurus's names", () => {
    const base = readFileSync(require.resolve('@docusaurus/core/lib/webpack/base.js'), 'utf8');
    const literal = (name: string) => `'${name.replace(/[.[\]]/g, '\\$&')}'`;
    expect(base).toMatch(
      new RegExp(
        `chunkFilename: isProd\\s*\\? ${literal(UPSTREAM_CHUNK_FILENAME)}\\s*: ${literal(UPSTREAM_DEV_CHUNK_FILENAME)}`,
      ),
    );
  });
});
