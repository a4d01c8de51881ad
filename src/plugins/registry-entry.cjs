// The line core/lib/server/codegen/codegenRoutes.js writes for each chunk in .docusaurus/registry.js:
//   "<chunk name>": [() => import(/* webpackChunkName: "<chunk name>" */ "<import path>"), "<import path>", require.resolveWeak("<import path>")],
// matched up to `require.resolveWeak(`, with the chunk name (group 1) and the second import path (group 2) as JSON
// strings. route-scripts reads it (the import path each chunk's files are listed under); client-registry rewrites it
// (the client's copy drops the path). tests/unit/route-scripts.test.ts checks the installed Docusaurus still writes it.
// A new expression per call: a global one keeps its position between uses (lastIndex).
module.exports = function registryEntryPattern() {
  return /^ {2}("[^"]+"): \[\(\) => import\(.*\), ("(?:[^"\\]|\\.)*"), require\.resolveWeak\(/gm;
};
