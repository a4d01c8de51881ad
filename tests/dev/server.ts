import path from 'node:path';

/** The dev server the dev tests run against (playwright.config.ts starts it): its port and its terminal. */
export const devPort = Number(process.env.DEV_PORT ?? 3220);
export const siteDir = path.resolve(__dirname, '../..');
/** Everything the dev server prints, as a writer sees it in the terminal: the config copies it here. */
export const serverLog = path.join(siteDir, `test-results/dev-server-${devPort}.log`);
