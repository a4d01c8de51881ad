// `npm run serve`: the production build and its search service on one port (PORT, default 3000).
import path from 'node:path';
import {embeddedIndexName} from '../src/config/search';
import {createServer} from './server';

const buildDir = path.resolve(process.argv[2] ?? 'build');
const port = Number(process.env.PORT ?? 3000);
const host = process.env.HOST ?? '127.0.0.1';

createServer({buildDir, indexName: embeddedIndexName}).listen(port, host, () => {
  console.log(
    `Serving ${path.relative(process.cwd(), buildDir) || '.'} with search at http://${host === '0.0.0.0' ? 'localhost' : host}:${port}/`,
  );
});
