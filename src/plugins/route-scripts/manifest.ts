import {readFileSync, writeFileSync} from 'node:fs';
import {createRequire} from 'node:module';

/** The part of react-loadable-ssr-addon's client manifest this reads: chunk ids by origin. */
interface ClientManifest {
  origins: Record<string, (string | number)[]>;
}

/** Matches each entry of `.docusaurus/registry.js` as Docusaurus writes it (shared with the client-registry loader). */
const registryEntryPattern = createRequire(__filename)('../registry-entry.cjs') as () => RegExp;

/** Chunk name → the import path ComponentCreator reports to react-loadable for it. */
export function registryImportPaths(registrySource: string): Map<string, string> {
  const paths = new Map<string, string>();
  for (const [, chunkName, importPath] of registrySource.matchAll(registryEntryPattern())) {
    paths.set(JSON.parse(chunkName) as string, JSON.parse(importPath) as string);
  }
  return paths;
}

/**
 * Gives each route module's import path the chunk ids its chunk name has in the manifest, so that
 * getBundles finds the files of the modules a page rendered. Throws when no import path ends up with files
 * (registry.js or the manifest is no longer in the shape this reads) rather than build pages that silently
 * list no route scripts.
 */
export function withModuleOrigins(manifest: ClientManifest, importPaths: Map<string, string>): ClientManifest {
  const origins = {...manifest.origins};
  for (const [chunkName, importPath] of importPaths) {
    const chunks = manifest.origins[chunkName];
    if (chunks !== undefined) origins[importPath] ??= chunks;
  }
  if (![...importPaths.values()].some((importPath) => importPath in origins)) {
    throw new Error(
      'route-scripts: no import path of .docusaurus/registry.js has files in client-manifest.json; check how ' +
        'core/lib/server/codegen/codegenRoutes.js writes the one and react-loadable-ssr-addon-v5-slorber keys the other.',
    );
  }
  return {...manifest, origins};
}

export function addModuleOrigins(manifestFile: string, registryFile: string): void {
  const importPaths = registryImportPaths(readFileSync(registryFile, 'utf8'));
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as ClientManifest;
  writeFileSync(manifestFile, JSON.stringify(withModuleOrigins(manifest, importPaths)));
}
