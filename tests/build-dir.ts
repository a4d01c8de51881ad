import path from 'node:path';

/**
 * The e2e build: `npm run build:e2e` writes it, the build tests read it and Playwright serves it.
 * E2E_BUILD_DIR points all three at another folder, so two people on one machine do not overwrite
 * each other's build.
 */
export const e2eBuildDir = path.resolve(__dirname, '..', process.env.E2E_BUILD_DIR ?? 'build-e2e');
