import {rmSync} from 'node:fs';
import net from 'node:net';
import {afterAll, expect, it} from 'vitest';
import {freePort, makeBuild, spawnServer} from './search-service';

const buildDir = makeBuild({pages: 2, recordsPerPage: 5});
afterAll(() => rmSync(buildDir, {recursive: true, force: true}));

it('npm run serve on a port in use exits with one line naming the port and how to pick another', async () => {
  const port = await freePort();
  const taken = net.createServer();
  await new Promise<void>((resolve) => taken.listen(port, '127.0.0.1', resolve));
  try {
    const server = await spawnServer(buildDir, port);
    expect(await server.exited).toBe(1);
    expect(server.stderr().trim().split('\n')).toEqual([
      `Port ${port} is already in use on 127.0.0.1: stop what runs there, or pick another port, e.g. PORT=${port + 1} npm run serve`,
    ]);
  } finally {
    taken.close();
  }
}, 30_000);
