// `npm run serve`: the production build, its search service and the MCP server (/mcp) on one port (PORT,
// default 3000), on the loopback address unless HOST says otherwise. MCP_ALLOWED_ORIGINS (comma-separated)
// names browser origins besides the loopback ones and the public docs site that may call /mcp.
// With --check-port it only checks that the port is free (npm start does, before its build).
import net from 'node:net';
import path from 'node:path';
import {embeddedIndexName} from './index-name';
import {originsFromEnv} from './mcp/names';
import {createServer} from './server';

const [buildArgument = 'build', ...flags] = process.argv.slice(2);
const buildDir = path.resolve(buildArgument);
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';
const checkPortOnly = flags.includes('--check-port');
const allowedOrigins = originsFromEnv(process.env.MCP_ALLOWED_ORIGINS);

const server = checkPortOnly
  ? net.createServer()
  : createServer({buildDir, indexName: embeddedIndexName, allowedOrigins});
server.on('error', (error: NodeJS.ErrnoException) => {
  // A reader needs the port and the way out, not a stack.
  if (error.code === 'EADDRINUSE') {
    const command = checkPortOnly ? 'npm start' : 'npm run serve';
    console.error(
      `Port ${port} is already in use on ${host}: stop what runs there, or pick another port, e.g. PORT=${port + 1} ${command}`,
    );
  } else {
    console.error(`Cannot listen on ${host}:${port}: ${error.message}`);
  }
  process.exit(1);
});
server.listen(port, host, () => {
  if (checkPortOnly) {
    server.close();
    return;
  }
  const origin = `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`;
  console.log(
    `Serving ${path.relative(process.cwd(), buildDir) || '.'} with search at ${origin}/ (MCP: ${origin}/mcp)`,
  );
});
