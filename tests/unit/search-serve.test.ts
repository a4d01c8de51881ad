import {readFileSync, rmSync} from 'node:fs';
import net from 'node:net';
import path from 'node:path';
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

it('npm start checks the port before it builds, with the same one line', async () => {
  const {scripts} = JSON.parse(readFileSync(path.resolve(__dirname, '../../package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  expect(scripts.start.split('&&')[0].trim()).toBe('npm run serve -- --check-port');
  const port = await freePort();
  const free = await spawnServer(buildDir, port, ['--check-port']);
  expect(await free.exited).toBe(0);
  const taken = net.createServer();
  await new Promise<void>((resolve) => taken.listen(port, '127.0.0.1', resolve));
  try {
    const check = await spawnServer(buildDir, port, ['--check-port']);
    expect(await check.exited).toBe(1);
    expect(check.stderr().trim()).toBe(
      `Port ${port} is already in use on 127.0.0.1: stop what runs there, or pick another port, e.g. PORT=${port + 1} npm start`,
    );
  } finally {
    taken.close();
  }
}, 30_000);
