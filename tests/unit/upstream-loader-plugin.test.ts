// src/upstream/loader-plugin.ts: the rule each upstream patch adds to the bundler config.
import {describe, expect, it} from 'vitest';
import type {Plugin} from '@docusaurus/types';
import {idlePrefetchPlugin} from '../../src/upstream/idle-prefetch';
import {upstreamLoaderPlugin} from '../../src/upstream/loader-plugin';

const webpackConfig = (plugin: Plugin, isServer: boolean, mode = 'production') =>
  plugin.configureWebpack!({mode} as never, isServer, {} as never, undefined as never);

describe('upstreamLoaderPlugin', () => {
  it('runs the loaders, in order, over the one file, in both builds', () => {
    const plugin = upstreamLoaderPlugin('example', {file: /upstream\.js$/, loaders: ['/a.cjs', '/b.cjs']});
    expect(plugin.name).toBe('example');
    for (const isServer of [false, true]) {
      for (const mode of ['production', 'development']) {
        expect(webpackConfig(plugin, isServer, mode)).toEqual({
          module: {rules: [{test: /upstream\.js$/, use: [{loader: '/a.cjs'}, {loader: '/b.cjs'}]}]},
        });
      }
    }
  });

  it('leaves the server build alone for a client-only patch (idle prefetching)', () => {
    expect(webpackConfig(idlePrefetchPlugin(), true)).toEqual({});
    expect(webpackConfig(idlePrefetchPlugin(), false)).toMatchObject({module: {rules: [{test: expect.any(RegExp)}]}});
  });

  it('leaves npm run dev alone for a production-only patch', () => {
    const plugin = upstreamLoaderPlugin('example', {file: /upstream\.js$/, loaders: ['/a.cjs'], productionOnly: true});
    expect(webpackConfig(plugin, false, 'development')).toEqual({});
    expect(webpackConfig(plugin, true, 'production')).toMatchObject({module: {rules: [{test: /upstream\.js$/}]}});
  });
});
