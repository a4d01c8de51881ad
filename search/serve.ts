// `npm run serve`: the production build and its search service on one port (PORT, default 3000).
import path from 'node:path';
import {embeddedIndexName} from '../src/config/search';
import {createServer} from './server';

const buildDir = path.resolve(process.argv[2] ?? 'build');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

const server = createServer({buildDir, indexName: embeddedIndexName});
server.on('error', (error: NodeJS.ErrnoException) => {
  // A reader needs the port and the way out, not a stack.
  if (error.code === 'EADDRINUSE') {
    console.error(
      `Port ${port} is already in use on ${host}: stop what runs there, or pick another port, e.g. PORT=${port + 1} npm run serve`,
    );
  } else {
    console.error(`Cannot listen on ${host}:${port}: ${error.message}`);
  }
  process.exit(1);
});
server.listen(port, host, () => {
  console.log(
    `Serving ${path.relative(process.cwd(), buildDir) || '.'} with search at http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/`,
  );
});
