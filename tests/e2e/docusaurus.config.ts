// The e2e build's config (`npm run build:e2e`, tests/e2e/build.ts): the production config plus what the
// browser tests need and readers must never get. The production config knows nothing of it.
import path from 'node:path';
import type {Config, PluginConfig} from '@docusaurus/types';
import productionConfig from '../../docusaurus.config';
import {buildOutputPluginPath, type BuildOutputOptions} from '../../src/plugins/build-output';
import {e2eAnnouncementBar, e2eFixturesPlugin, e2eStaticDirectory} from './fixtures/site';

/** Search records whose text is hostile HTML, for the XSS tests. */
const hostileRecords = path.resolve(__dirname, '../fixtures/search/hostile-records.json');

function withHostileRecords(plugin: PluginConfig): PluginConfig {
  if (!Array.isArray(plugin) || plugin[0] !== buildOutputPluginPath) return plugin;
  const options: BuildOutputOptions = {...(plugin[1] as BuildOutputOptions), extraSearchRecordsFile: hostileRecords};
  return [plugin[0], options];
}

export default {
  ...productionConfig,
  staticDirectories: [...productionConfig.staticDirectories, e2eStaticDirectory],
  plugins: [...(productionConfig.plugins as PluginConfig[]).map(withHostileRecords), e2eFixturesPlugin],
  themeConfig: {...productionConfig.themeConfig, announcementBar: e2eAnnouncementBar},
} satisfies Config;
