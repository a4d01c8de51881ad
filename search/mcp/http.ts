/**
 * The MCP Streamable HTTP transport on POST /mcp, stateless (no session: a new server and transport per request,
 * answered as JSON), with the guards the transport specification asks of a local server: the Origin header is
 * checked against DNS rebinding, the body and the calls in flight are bounded, and a malformed request gets a
 * JSON-RPC error, never a crash. Used by the embedded service (search/server.ts), the dev server (through it)
 * and the serverless handler.
 */
import type http from 'node:http';
import type {McpServer} from '@modelcontextprotocol/sdk/server/mcp.js';
import {StreamableHTTPServerTransport} from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import {HttpError} from '../params';
import {readBody} from '../request-body';
import {MCP_PATH} from './names';

/** A tools/call is a few hundred bytes; 16 KiB leaves room and bounds what a request can make the server parse. */
export const MCP_MAX_BODY_BYTES = 16 * 1024;
/**
 * JSON-RPC messages in one batch (protocol versions before 2025-06-18 allow batches): a request is one slot of
 * `callsInFlight`, so this bounds the calls one slot can hold.
 */
export const MCP_MAX_BATCH = 8;

export interface McpHttpOptions {
  /** A fresh server for one request. */
  createServer: () => McpServer;
  /** Origins besides the loopback ones that may call from a browser (the site's own). */
  allowedOrigins: readonly string[];
  /** Requests answered at once; one more gets 429. */
  callsInFlight: number;
  maxBodyBytes?: number;
  log?: (line: string) => void;
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether a browser page of `origin` may call: no Origin (not a browser, or not cross-origin), a loopback
 * origin, or one of `allowed`. A page on another host that resolves to this machine (DNS rebinding) sends its
 * own origin, and is refused.
 */
export function isAllowedOrigin(origin: string | undefined, allowed: readonly string[]): boolean {
  if (origin === undefined) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (url.origin !== origin) return false;
  if ((url.protocol === 'http:' || url.protocol === 'https:') && LOOPBACK_HOSTS.has(url.hostname)) return true;
  return allowed.includes(origin);
}

/** A JSON-RPC error answer with no request id, as the SDK's transport writes its own. */
export function sendRpcError(response: http.ServerResponse, status: number, code: number, message: string): void {
  const text = JSON.stringify({jsonrpc: '2.0', error: {code, message}, id: null});
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  });
  response.end(text);
}

/**
 * The handler of /mcp. `parsedBody` is for hosts that parse the body before the handler runs (serverless
 * platforms); otherwise the body is read here, up to `maxBodyBytes`.
 */
export function createMcpHttpHandler({
  createServer,
  allowedOrigins,
  callsInFlight,
  maxBodyBytes = MCP_MAX_BODY_BYTES,
  log = console.error,
}: McpHttpOptions) {
  let inFlight = 0;

  return async function handleMcp(
    request: http.IncomingMessage,
    response: http.ServerResponse,
    parsedBody?: unknown,
  ): Promise<void> {
    const origin = request.headers.origin;
    if (!isAllowedOrigin(origin, allowedOrigins)) {
      log(`${request.method} ${MCP_PATH} 403 origin ${String(origin).slice(0, 100)} refused`);
      sendRpcError(response, 403, -32000, 'Forbidden: this origin may not call the MCP server');
      return;
    }
    if (origin) {
      response.setHeader('Access-Control-Allow-Origin', origin);
      response.setHeader('Vary', 'Origin');
    }
    if (request.method === 'OPTIONS') {
      response.writeHead(204, {
        'Access-Control-Allow-Methods': 'POST, OPTIONS',
        'Access-Control-Allow-Headers': 'content-type, accept, mcp-protocol-version',
        'Access-Control-Max-Age': '600',
      });
      response.end();
      return;
    }
    if (request.method !== 'POST') {
      // Stateless: no stream for server-initiated messages (GET) and no session to end (DELETE).
      response.setHeader('Allow', 'POST, OPTIONS');
      sendRpcError(response, 405, -32000, 'Method not allowed: send JSON-RPC requests with POST');
      return;
    }
    if (inFlight >= callsInFlight) {
      response.setHeader('Retry-After', '1');
      sendRpcError(response, 429, -32000, 'Too many MCP requests in flight; retry in a second');
      return;
    }
    inFlight += 1;
    try {
      let body = parsedBody;
      if (body === undefined) {
        const text = await readBody(request, maxBodyBytes);
        try {
          body = JSON.parse(text);
        } catch {
          sendRpcError(response, 400, -32700, 'Parse error: the body is not valid JSON');
          return;
        }
      }
      if (Array.isArray(body) && body.length > MCP_MAX_BATCH) {
        sendRpcError(response, 400, -32600, `Invalid request: a batch may hold at most ${MCP_MAX_BATCH} messages`);
        return;
      }
      const server = createServer();
      const transport = new StreamableHTTPServerTransport({sessionIdGenerator: undefined, enableJsonResponse: true});
      response.on('close', () => {
        void transport.close();
        void server.close();
      });
      await server.connect(transport);
      await transport.handleRequest(request, response, body);
    } catch (error) {
      const status = error instanceof HttpError ? error.status : 500;
      const message = error instanceof HttpError ? error.message : 'Internal error';
      log(
        `${request.method} ${MCP_PATH} ${status} ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
      );
      if (!response.headersSent) sendRpcError(response, status, status === 500 ? -32603 : -32000, message);
      else response.destroy();
    } finally {
      inFlight -= 1;
    }
  };
}
