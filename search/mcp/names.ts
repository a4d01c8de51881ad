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
