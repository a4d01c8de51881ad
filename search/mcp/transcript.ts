// A task done only through the docs' MCP tools, as an assistant in an editor would do it ("send an SMS to a device
// with Python"), with the SDK's own client over stdio; prints the calls and their answers, trimmed, as Markdown.
//   npx tsx search/mcp/transcript.ts [build folder] > transcript.md      (build/ unless named)
// Each step is chosen from the answers before it (the page search ranks first, the operation whose summary sends
// an SMS), so the transcript shows what an agent gets, not what it was told.
import path from 'node:path';
import {Client} from '@modelcontextprotocol/sdk/client/index.js';
import {StdioClientTransport} from '@modelcontextprotocol/sdk/client/stdio.js';
import type {CallToolResult} from '@modelcontextprotocol/sdk/types.js';

const TASK = 'Send an SMS to a device with Python';
/** Lines of an answer the transcript shows. */
const SHOWN_LINES = 40;

const buildDir = path.resolve(process.argv[2] ?? 'build');
const lines: string[] = [];
const write = (text = '') => lines.push(text);
let step = 0;

/** Calls a tool, writes the call and its answer (trimmed to `shown` of its text), and returns the answer's text. */
async function call(client: Client, name: string, args: Record<string, unknown>, why: string, shown = trim) {
  const result = (await client.callTool({name, arguments: args})) as CallToolResult;
  const text = result.content.map((part) => (part.type === 'text' ? part.text : '')).join('');
  write(`### ${++step}. \`${name}\`${result.isError ? ' (an error answer)' : ''}`);
  write();
  write(why);
  write();
  write('```json');
  write(JSON.stringify(args));
  write('```');
  write();
  write(`Answer (${text.length.toLocaleString('en')} characters${shown === trim ? '' : ', the part used'}):`);
  write();
  write(name === 'get_page' && !result.isError ? '````markdown' : '```json');
  write(shown(text));
  write(name === 'get_page' && !result.isError ? '````' : '```');
  write();
  return {text, isError: Boolean(result.isError)};
}

function trim(text: string): string {
  const all = text.split('\n');
  return all.length <= SHOWN_LINES
    ? text
    : [...all.slice(0, SHOWN_LINES), `… (${all.length - SHOWN_LINES} more lines)`].join('\n');
}

/** The section of a Markdown page under the heading `title` (to the next heading of its level or above). */
function section(markdown: string, title: string): string {
  const all = markdown.split('\n');
  let inFence = false;
  const headings = all.map((line) => {
    if (/^(```|~~~)/.test(line)) inFence = !inFence;
    return inFence ? 0 : (/^(#{1,6}) /.exec(line)?.[1].length ?? 0);
  });
  const start = all.findIndex((line, index) => headings[index] > 0 && line.replace(/^#+ /, '') === title);
  if (start < 0) return trim(markdown);
  const end = headings.findIndex((level, index) => index > start && level > 0 && level <= headings[start]);
  return trim(all.slice(start, end < 0 ? undefined : end).join('\n'));
}

async function main(): Promise<void> {
  const client = new Client({name: 'transcript', version: '1.0.0'});
  await client.connect(
    new StdioClientTransport({
      command: process.execPath,
      args: ['--import', 'tsx', path.join(__dirname, 'cli.ts'), buildDir],
      stderr: 'ignore',
    }),
  );
  try {
    const {tools} = await client.listTools();
    write(`# "${TASK}", done through the docs' MCP tools`);
    write();
    write(
      `The SDK's client over stdio (\`npm run -s mcp -- ${process.argv[2] ?? 'build'}\`), ` +
        `${new Date().toISOString().slice(0, 10)}. Tools listed: ${tools.map((tool) => `\`${tool.name}\``).join(', ')}. ` +
        'Each step is chosen from the answers before it; long answers are trimmed here, not by the tools.',
    );
    write();

    const search = await call(client, 'search_docs', {query: TASK, limit: 5}, 'The task as the user typed it.');
    const results = (JSON.parse(search.text) as {results: {url: string; headingPath: string[]}[]}).results;
    const [best] = results;

    const page = await call(
      client,
      'get_page',
      {route: best.url},
      `The first result is a section of ${best.headingPath[1]}; the whole page is read, and the transcript shows that section.`,
      (markdown) => section(markdown, best.headingPath.at(-1)!),
    );
    if (page.isError) throw new Error(page.text);

    const operations = await call(
      client,
      'list_api_operations',
      {tag: 'SMS'},
      'The example uses the SDK; for the REST call itself, the operations of the SMS tag.',
    );
    const sendSms = (
      JSON.parse(operations.text) as {operations: {operationId: string; summary: string}[]}
    ).operations.find((operation) => /^send/i.test(operation.summary))!;

    await call(
      client,
      'get_api_operation',
      {operationId: sendSms.operationId, language: 'python'},
      `"${sendSms.summary}" is the call; its parameters, body, errors and a Python sample.`,
      (text) => {
        const {
          method,
          path: route,
          parameters,
          requestBody,
          errors,
          sample,
        } = JSON.parse(text) as Record<string, unknown> & {
          parameters: {name: string; in: string; required: boolean}[];
          requestBody: {example: unknown; schema: {required: string[]}};
          errors: {status: string}[];
          sample: {language: string; code: string};
        };
        return JSON.stringify(
          {
            method,
            path: route,
            parameters: parameters.map(
              ({name, in: where, required}) => `${name} (${where}${required ? ', required' : ''})`,
            ),
            requiredBody: requestBody.schema.required,
            example: requestBody.example,
            errors: errors.map(({status}) => status),
            sample,
          },
          null,
          1,
        );
      },
    );

    const auth = await call(
      client,
      'search_docs',
      {query: 'get an auth token for the API in python', limit: 3},
      'The sample reads a bearer token from $AUTH_TOKEN: how to get one.',
    );
    const [authHit] = (JSON.parse(auth.text) as {results: {url: string}[]}).results;
    write(`The first result is ${authHit.url}.`);
    write();

    await call(
      client,
      'get_api_operation',
      {operationId: 'authenticat', language: 'python'},
      'A misspelt operationId, as an agent may send one: the error names the closest.',
    );
    await call(
      client,
      'get_api_operation',
      {operationId: 'authenticate', language: 'python'},
      'The token call.',
      (text) => {
        const {
          method,
          path: route,
          requestBody,
          sample,
        } = JSON.parse(text) as {
          method: string;
          path: string;
          requestBody: {example: unknown};
          sample: unknown;
        };
        return JSON.stringify({method, path: route, example: requestBody.example, sample}, null, 1);
      },
    );

    const status = await call(
      client,
      'search_docs',
      {query: 'sms delivery status buffered delivered', limit: 3},
      'After sending: how to tell whether the SMS reached the device.',
    );
    const [statusHit] = (JSON.parse(status.text) as {results: {url: string; headingPath: string[]}[]}).results;
    await call(
      client,
      'get_page',
      {route: statusHit.url},
      `The first result, ${statusHit.headingPath.slice(1).join(' › ')}: that section of the page.`,
      (markdown) => section(markdown, statusHit.headingPath.at(-1)!),
    );
  } finally {
    await client.close();
  }
  process.stdout.write(`${lines.join('\n').trimEnd()}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
