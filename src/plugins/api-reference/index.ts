import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Compiler} from 'webpack';
import {loadOpenApi, openApiFile, type OpenApi} from '../../api/openapi';
import {graphqlSchemaFile, loadGraphqlSchema} from '../../api/graphql';
import {provider} from '../../provider';
import {graphqlReferenceDir, graphqlReferenceFiles} from './graphql';
import type {GeneratedFile} from './mdx';
import {restReferenceDir, restReferenceFiles} from './rest';
import {staleGeneratedFiles, syncGeneratedFiles, type SyncResult} from './sync';

/** The folders the generator owns (site-relative): everything in them is generated. */
export const generatedDirs = [restReferenceDir, graphqlReferenceDir];

/** Whether a doc (its path under docs/, e.g. `rest/reference/sms/send-sms.mdx`) is a generated reference page. */
export const isGeneratedDoc = (docFile: string) => generatedDirs.some((dir) => `docs/${docFile}`.startsWith(`${dir}/`));

/** The origin the samples call: the provider's API host with the path of the document's server, if any. */
export function apiBaseUrl(api: OpenApi): string {
  const server = api.document.servers?.[0]?.url;
  const serverPath = server ? new URL(server, provider.urls.restApi).pathname.replace(/\/$/, '') : '';
  return `${provider.urls.restApi}${serverPath}`;
}

/** The API documents the site serves as they are, at stable URLs (site-relative), for clients and generators. */
export const servedDocuments = {'openapi.yaml': openApiFile, 'schema.graphql': graphqlSchemaFile} as const;

/**
 * Emits the API documents into the client bundle's output, so `docusaurus build` writes them to the site's
 * root before any postBuild step (compression, headers) reads the output, and `docusaurus start` serves them.
 * The bundler's own asset API works the same under webpack and Rspack.
 */
export class ServedDocumentsPlugin {
  apply(compiler: Compiler) {
    const {Compilation, sources} = compiler.webpack;
    compiler.hooks.thisCompilation.tap('api-documents', (compilation) => {
      compilation.hooks.processAssets.tap(
        {name: 'api-documents', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL},
        () => {
          for (const [name, file] of Object.entries(servedDocuments)) {
            compilation.emitAsset(name, new sources.RawSource(readFileSync(file)));
          }
        },
      );
    });
  }
}

/** Every file of the REST and GraphQL references, generated in memory from api/. */
export async function referenceFiles(): Promise<GeneratedFile[]> {
  const api = await loadOpenApi();
  return [...restReferenceFiles(api, apiBaseUrl(api)), ...graphqlReferenceFiles(loadGraphqlSchema())];
}

/** Regenerates the references into `siteDir`, writing only what changed. */
export async function generateReference(siteDir: string): Promise<SyncResult> {
  return syncGeneratedFiles(siteDir, generatedDirs, await referenceFiles());
}

/** The committed reference files that differ from what the documents generate. */
export async function staleReferenceFiles(siteDir: string): Promise<string[]> {
  return staleGeneratedFiles(siteDir, generatedDirs, await referenceFiles());
}

/**
 * Generates the REST reference (docs/rest/reference) from api/openapi.yaml and the GraphQL
 * reference (docs/graphql/reference) from api/schema.graphql when the plugin is created, which is
 * before any plugin loads content, so the docs plugin reads fresh pages and sidebars.ts a fresh
 * sidebar module. `docusaurus gen-api` (npm run gen:api) does the same for writers.
 */
export default async function apiReferencePlugin(context: LoadContext): Promise<Plugin> {
  const result = await generateReference(context.siteDir);
  const changed = [...result.written, ...result.removed];
  if (changed.length > 0) console.info(`[api-reference] regenerated ${changed.length} files: ${changed.join(', ')}`);
  return {
    name: 'api-reference',
    // In `docusaurus start`, an edit to either document reloads the site, which creates the plugin again.
    getPathsToWatch: () => [openApiFile, graphqlSchemaFile].map((file) => path.resolve(file)),
    configureWebpack: (_config, isServer) => (isServer ? {} : {plugins: [new ServedDocumentsPlugin()]}),
    extendCli(cli) {
      cli
        .command('gen-api')
        .description('Regenerate the REST and GraphQL reference pages from api/ (the build does this too).')
        .action(async () => {
          const {written, removed} = await generateReference(context.siteDir);
          console.info(`[api-reference] ${written.length} files written, ${removed.length} removed.`);
        });
    },
  };
}
