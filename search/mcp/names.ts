// Names and settings of the MCP server, in a module of their own so that what only names or configures it (the
// service at start, the dev server's proxy, llms.txt, the docs page) loads none of the server's code.
import {provider} from '../../src/provider';

/** Where the embedded service and the dev server answer MCP's Streamable HTTP transport. */
export const MCP_PATH = '/mcp';

/** The provider's name as an npm scope and config key: `Kestrel IoT` -> `kestrel-iot`. */
export const providerSlug = provider.displayName
  .toLowerCase()
  .replace(/[^a-z0-9]+/g, '-')
  .replace(/^-|-$/g, '');

/** The npm name of the stdio package (packages/docs-mcp), which `npx` runs. */
export const mcpPackageName = `@${providerSlug}/docs-mcp`;

/** The command the package installs. */
export const mcpBinName = 'docs-mcp';

/** The name the docs suggest for the server in an assistant's configuration. */
export const mcpServerKey = `${providerSlug}-docs`;

/** The origins a comma-separated MCP_ALLOWED_ORIGINS names. */
export function originsFromEnv(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
}

/** Bounds of the tools' inputs (and, through them, of the work one call asks for); the docs page quotes them. */
export const TOOL_LIMITS = {
  queryLength: 256,
  maxResults: 20,
  defaultResults: 8,
  /** Sections of one page in an answer: more would let one long page fill an agent's results. */
  sectionsPerPage: 2,
  /** Hits read for each result asked for, as the tool leaves some out (see `searchDocsParams`). */
  hitsPerResult: 3,
  /** Hits read to filter by section: the section filter runs on the answer, as the index has no facet for it. */
  sectionCandidates: 100,
  nameLength: 100,
  /** Array elements and object members of one call's arguments (the SDK refuses more). */
  argumentElements: 20,
} as const;
