/**
 * The docs' MCP server: read-only tools over search, the pages' Markdown copies, the REST and GraphQL
 * contracts and the event catalogue. One McpServer per connection (stdio) or per request (stateless HTTP).
 */
import {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';
import {z} from 'zod';
import {editDistance} from '../engine';
import type {SearchParams} from '../query';
import type {Catalog} from './catalog';
import {SAMPLE_LANGUAGES} from './catalog';
import {TOOL_LIMITS} from './names';
import {MAX_ROUTE_LENGTH, RouteError, anchorOf, closestRoutes, normalizeRoute} from './routes';
import {sectionOf} from './sections';
import type {DocsSource, Hit} from './source';

export const SERVER_NAME = 'docs';

export interface DocsServerOptions {
  source: DocsSource;
  catalog: () => Promise<Catalog>;
  version?: string;
}

/** A tool's answer for a caller to fix: the SDK returns it as a result with `isError`, the message as its text. */
class ToolError extends Error {}

const readOnly = {readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false};

function json(value: unknown): CallToolResult {
  return {
    content: [{type: 'text', text: JSON.stringify(value, null, 1)}],
    structuredContent: value as Record<string, unknown>,
  };
}

/** Up to `count` of `names` nearest to `wanted`, ignoring case: what an unknown name gets offered. */
function closestNames(wanted: string, names: readonly string[], count = 5): string[] {
  const key = wanted.toLowerCase();
  return names
    .map((name) => ({name, distance: editDistance(key, name.toLowerCase(), 64, 'one typo')}))
    .sort((a, b) => a.distance - b.distance || a.name.localeCompare(b.name))
    .slice(0, count)
    .map(({name}) => name);
}

const decodeEntities = (text: string) =>
  text.replace(
    /&(lt|gt|quot|#39|amp);/g,
    (_, name: string) => ({lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&'})[name]!,
  );

/** A search hit as the tool returns it: the page title, the URL with its anchor, the heading path and a snippet. */
function searchResult(hit: Hit) {
  const hierarchy = (hit.hierarchy ?? {}) as Record<string, string | null>;
  const headingPath = Object.keys(hierarchy)
    .sort()
    .flatMap((level) => (hierarchy[level] ? [decodeEntities(hierarchy[level])] : []));
  const snippet = (hit._snippetResult as {content?: {value?: string}} | undefined)?.content?.value;
  return {
    title: headingPath[1] ?? headingPath[0] ?? '',
    url: String(hit.url ?? ''),
    section: headingPath[0] ?? '',
    headingPath,
    snippet: snippet ? decodeEntities(snippet) : (headingPath.at(-1) ?? ''),
  };
}

/**
 * The search request search_docs makes for `results` results: the bench (bench/mcp-search.ts) sends the same one to
 * the search API, to compare the tool with the call it wraps. It asks for more hits than results, as the tool leaves
 * some out: a page's sections past the first few, and with a section asked for, those of other sections.
 */
export function searchDocsParams(query: string, results: number): SearchParams {
  return {
    query,
    hitsPerPage: Math.min(results * TOOL_LIMITS.hitsPerResult, TOOL_LIMITS.sectionCandidates),
    attributesToRetrieve: ['hierarchy', 'content', 'url', 'type'],
    attributesToSnippet: ['content:30'],
    attributesToHighlight: [],
    highlightPreTag: '**',
    highlightPostTag: '**',
    snippetEllipsisText: '…',
  };
}

// The tools' input schemas, made once: the HTTP transport builds a server per request.
const searchDocsInput = z.object({
  query: z.string().trim().min(1).max(TOOL_LIMITS.queryLength).describe('Question or keywords'),
  section: z
    .string()
    .trim()
    .min(1)
    .max(TOOL_LIMITS.nameLength)
    .optional()
    .describe('Only results from this top-level section of the sidebar, e.g. "APIs and SDKs", "Portal", "How-tos"'),
  limit: z
    .number()
    .int()
    .min(1)
    .max(TOOL_LIMITS.maxResults)
    .default(TOOL_LIMITS.defaultResults)
    .describe(`How many results, at most ${TOOL_LIMITS.maxResults}`),
});

const getPageInput = z.object({
  route: z.string().trim().min(1).max(MAX_ROUTE_LENGTH).describe('Route or URL of the page'),
});

const listApiOperationsInput = z.object({
  tag: z.string().trim().min(1).max(TOOL_LIMITS.nameLength).optional().describe('Only operations with this tag'),
});

const getApiOperationInput = z.object({
  operationId: z.string().trim().min(1).max(TOOL_LIMITS.nameLength).describe('The operationId'),
  language: z.enum(SAMPLE_LANGUAGES).default('curl').describe('Language of the sample'),
});

const getGraphqlTypeInput = z.object({
  name: z.string().trim().min(1).max(TOOL_LIMITS.nameLength).describe('Type name'),
});

const getEventTypeInput = z.object({
  event: z
    .union([z.number().int().min(0).max(100_000), z.string().trim().min(1).max(TOOL_LIMITS.nameLength)])
    .describe('Event type id or name'),
});

export function createDocsMcpServer({source, catalog, version = '1.0.0'}: DocsServerOptions): McpServer {
  const server = new McpServer(
    {name: SERVER_NAME, version},
    {
      maxToolInputElements: TOOL_LIMITS.argumentElements,
      instructions:
        'Search the developer documentation with search_docs, then read a page with get_page (its Markdown). ' +
        'For REST calls use list_api_operations and get_api_operation (parameters, schemas, errors, a code sample); ' +
        'get_graphql_type for the GraphQL schema; get_event_type for system events and their payloads.',
    },
  );

  server.registerTool(
    'search_docs',
    {
      title: 'Search the docs',
      description:
        'Full-text search of the developer documentation, as the site search box does. Give a question or keywords ' +
        '(e.g. "send SMS to a device", "APN settings Quectel"). Returns the best sections first: page title, URL with ' +
        'anchor, heading path and a snippet, at most ' +
        `${TOOL_LIMITS.sectionsPerPage} sections of one page. Read a section with get_page and the URL, a whole page with its route.`,
      inputSchema: searchDocsInput,
      annotations: readOnly,
    },
    async ({query, section, limit}) => {
      let wantedSection: string | undefined;
      if (section) {
        const sections = [...new Set((await source.listedPages()).map((page) => page.section))];
        wantedSection = sections.find((name) => name.toLowerCase() === section.toLowerCase());
        if (!wantedSection) {
          throw new ToolError(`No section "${section}". Sections: ${sections.join(', ')}`);
        }
      }
      const hits = await source.search(searchDocsParams(query, wantedSection ? TOOL_LIMITS.sectionCandidates : limit));
      const sectionsOfPage = new Map<string, number>();
      const results = hits
        .map(searchResult)
        .filter((result) => !wantedSection || result.section === wantedSection)
        .filter((result) => {
          const page = result.url.replace(/#.*$/s, '');
          const count = (sectionsOfPage.get(page) ?? 0) + 1;
          sectionsOfPage.set(page, count);
          return count <= TOOL_LIMITS.sectionsPerPage;
        })
        .slice(0, limit);
      return json({query, ...(wantedSection && {section: wantedSection}), results});
    },
  );

  server.registerTool(
    'get_page',
    {
      title: 'Read a docs page',
      description:
        'The Markdown of one documentation page, with the provider values filled in. Give its route ("/apn-configuration/android") ' +
        'or its URL as search_docs returns it. With an anchor ("/rest#rate-limits") it returns only that section, under the ' +
        "page's title. An unknown route is answered with the closest routes.",
      inputSchema: getPageInput,
      annotations: readOnly,
    },
    async ({route: input}) => {
      let route: string;
      let anchor: string | undefined;
      try {
        route = normalizeRoute(input);
        anchor = anchorOf(input);
      } catch (error) {
        if (error instanceof RouteError) throw new ToolError(error.message);
        throw error;
      }
      const markdown = await source.readMarkdown(route);
      if (markdown === null) {
        const closest = closestRoutes(route, await source.listedPages());
        throw new ToolError(`No page at ${route}. Closest routes: ${closest.join(', ')}`);
      }
      if (!anchor) return {content: [{type: 'text', text: markdown}]};
      const section = sectionOf(markdown, anchor);
      if ('anchors' in section) {
        const closest = closestNames(anchor, section.anchors);
        throw new ToolError(`No section #${anchor} on ${route}. Closest anchors: ${closest.join(', ')}`);
      }
      const note = `Section "${section.heading}" of ${route}; get_page with ${route} alone returns the whole page.`;
      return {content: [{type: 'text', text: `# ${section.pageTitle}\n\n> ${note}\n\n${section.markdown}\n`}]};
    },
  );

  server.registerTool(
    'list_api_operations',
    {
      title: 'List REST API operations',
      description:
        'Every operation of the REST API (operationId, method, path, summary), optionally only those of one tag such as ' +
        '"SMS" or "Endpoints". Then call get_api_operation with an operationId for its parameters, schemas and a sample.',
      inputSchema: listApiOperationsInput,
      annotations: readOnly,
    },
    async ({tag}) => {
      const {operations, tags} = await catalog();
      const wantedTag = tag && tags.find((name) => name.toLowerCase() === tag.toLowerCase());
      if (tag && !wantedTag) throw new ToolError(`No tag "${tag}". Tags: ${tags.join(', ')}`);
      const listed = operations
        .filter((operation) => !wantedTag || operation.tag === wantedTag)
        .map(({operationId, method, path, tag: operationTag, summary}) => ({
          operationId,
          method,
          path,
          tag: operationTag,
          summary,
        }));
      return json({tags, operations: listed});
    },
  );

  server.registerTool(
    'get_api_operation',
    {
      title: 'Describe a REST API operation',
      description:
        'One REST operation by operationId (e.g. "sendSms"; list_api_operations lists them): method, path, parameters, the ' +
        'request body schema with an example, response schemas (references resolved), error statuses, and a ready-to-run ' +
        `sample in ${SAMPLE_LANGUAGES.join(', ')} (default curl) that reads the bearer token from $AUTH_TOKEN.`,
      inputSchema: getApiOperationInput,
      annotations: readOnly,
    },
    async ({operationId, language}) => {
      const {operations} = await catalog();
      const operation = operations.find(
        (candidate) => candidate.operationId.toLowerCase() === operationId.toLowerCase(),
      );
      if (!operation) {
        const ids = operations.map((candidate) => candidate.operationId);
        throw new ToolError(`No operation "${operationId}". Closest: ${closestNames(operationId, ids).join(', ')}`);
      }
      const {samples, ...rest} = operation;
      return json({...rest, sample: {language, code: samples[language]}});
    },
  );

  server.registerTool(
    'get_graphql_type',
    {
      title: 'Describe a GraphQL type',
      description:
        'One type of the GraphQL API schema by name ("Query" and "Mutation" list the entry points; e.g. "Endpoint"): its ' +
        'SDL with descriptions and its fields with their types and arguments.',
      inputSchema: getGraphqlTypeInput,
      annotations: readOnly,
    },
    async ({name}) => {
      const {graphqlTypes} = await catalog();
      const type =
        graphqlTypes.find((candidate) => candidate.name === name) ??
        graphqlTypes.find((candidate) => candidate.name.toLowerCase() === name.toLowerCase());
      if (!type) {
        const names = graphqlTypes.map((candidate) => candidate.name);
        throw new ToolError(`No GraphQL type "${name}". Closest: ${closestNames(name, names).join(', ')}`);
      }
      return json(type);
    },
  );

  server.registerTool(
    'get_event_type',
    {
      title: 'Describe a system event type',
      description:
        'One type of the system event catalogue, by numeric id (e.g. 3) or name (e.g. "Create PDP context"): severity, ' +
        'source, what it is about, when it fires, and a complete example event as the API and data streams deliver it.',
      inputSchema: getEventTypeInput,
      annotations: readOnly,
    },
    async ({event}) => {
      const {events} = await catalog();
      const id = typeof event === 'number' ? event : /^\d+$/.test(event) ? Number(event) : undefined;
      const found =
        id !== undefined
          ? events.find((candidate) => candidate.id === id)
          : events.find((candidate) => candidate.name.toLowerCase() === String(event).toLowerCase());
      if (!found) {
        const closest =
          id !== undefined
            ? `Ids run from ${Math.min(...events.map((e) => e.id))} to ${Math.max(...events.map((e) => e.id))}`
            : `Closest: ${closestNames(
                String(event),
                events.map((candidate) => candidate.name),
              ).join(', ')}`;
        throw new ToolError(`No event type ${JSON.stringify(event)}. ${closest}`);
      }
      return json(found);
    },
  );

  return server;
}
