// The line core/lib/server/codegen/codegenRoutes.js writes for each chunk in .docusaurus/registry.js:
//   "<chunk name>": [() => import(/* webpackChunkName: "<chunk name>" */ "<import path>"), "<import path>", require.resolveWeak("<import path>")],
// matched up to `require.resolveWeak(`, with the chunk name (group 1) and the second import path (group 2) as JSON
// strings. The loader rewrites it (the client's copy drops the path); tests/unit/client-registry.test.ts runs the
// loader over the registry the installed Docusaurus generates.
// A new expression per call: a global one keeps its position between uses (lastIndex).
module.exports = function registryEntryPattern() {
  return /^ {2}("[^"]+"): \[\(\) => import\(.*\), ("(?:[^"\\]|\\.)*"), require\.resolveWeak\(/gm;
};
