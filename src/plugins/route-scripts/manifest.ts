import {readFileSync, writeFileSync} from 'node:fs';

/** The part of react-loadable-ssr-addon's client manifest this reads: chunk ids by origin. */
interface ClientManifest {
  origins: Record<string, (string | number)[]>;
}

/** One entry of `.docusaurus/registry.js` as core/lib/server/codegen/codegenRoutes.js writes it: `"<chunk name>": [() => import(…), "<import path>", require.resolveWeak(…)],` */
const REGISTRY_ENTRY = /^ {2}("[^"]+"): \[\(\) => import\(.*\), ("(?:[^"\\]|\\.)*"), require\.resolveWeak\(/gm;

/** Chunk name → the import path ComponentCreator reports to react-loadable for it. */
export function registryImportPaths(registrySource: string): Map<string, string> {
  const paths = new Map<string, string>();
  for (const [, chunkName, importPath] of registrySource.matchAll(REGISTRY_ENTRY)) {
    paths.set(JSON.parse(chunkName) as string, JSON.parse(importPath) as string);
  }
  return paths;
}

/**
 * Gives each route module's import path the chunk ids its chunk name has in the manifest, so that
 * getBundles finds the files of the modules a page rendered. Throws, naming the file, when either file
 * is no longer in the shape this reads, rather than build pages that silently list no route scripts.
 */
export function withModuleOrigins(manifest: ClientManifest, importPaths: Map<string, string>): ClientManifest {
  const origins = {...manifest.origins};
  let named = 0;
  for (const [chunkName, importPath] of importPaths) {
    const chunks = manifest.origins[chunkName];
    if (chunks === undefined) continue;
    named++;
    origins[importPath] ??= chunks;
  }
  const alreadyKeyed = [...importPaths.values()].some((importPath) => importPath in manifest.origins);
  if (importPaths.size > 0 && named === 0 && !alreadyKeyed) {
    throw new Error(
      'route-scripts: no chunk of .docusaurus/registry.js is an origin in client-manifest.json; check how ' +
        'react-loadable-ssr-addon-v5-slorber keys its origins.',
    );
  }
  return {...manifest, origins};
}

export function addModuleOrigins(manifestFile: string, registryFile: string): void {
  const registrySource = readFileSync(registryFile, 'utf8');
  const importPaths = registryImportPaths(registrySource);
  if (importPaths.size === 0 && /^ {2}"/m.test(registrySource)) {
    throw new Error(`route-scripts: ${registryFile} is not in the shape this plugin reads; update manifest.ts.`);
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as ClientManifest;
  writeFileSync(manifestFile, JSON.stringify(withModuleOrigins(manifest, importPaths)));
}
