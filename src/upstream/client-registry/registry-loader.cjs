// Bundler loader for the client's copy of .docusaurus/registry.js: the import path each entry repeats as a
// string (react-loadable's `modules`, which only the server reads) becomes "" (see index.ts). Fails the build
// when an entry is not in the shape of registry-entry.cjs, rather than ship a registry it did not rewrite.
const registryEntryPattern = require('./registry-entry.cjs');

module.exports = function clientRegistryLoader(source) {
  const entries = source.split('\n').filter((line) => line.includes('require.resolveWeak(')).length;
  let rewritten = 0;
  const result = source.replace(registryEntryPattern(), (entry, _chunkName, importPath) => {
    rewritten += 1;
    return entry.replace(`, ${importPath}, require.resolveWeak(`, () => ', "", require.resolveWeak(');
  });
  if (entries === 0 || rewritten !== entries) {
    throw new Error(
      `client-registry: ${rewritten} of the ${entries} entries of .docusaurus/registry.js are in the shape ` +
        "it rewrites; check how @docusaurus/core's lib/server/codegen/codegenRoutes.js writes them.",
    );
  }
  return result;
};
