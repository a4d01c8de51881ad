// Runs the embedded server (search/serve.ts → createServer) on a free port in a child process,
// so Lighthouse and the latency client in this process do not share its event loop.
import {spawn, type ChildProcess} from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import {siteDir} from './builds';

export interface RunningServer {
  origin: string;
  /** The server's process, whose memory the MCP benchmark samples. */
  pid: number;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const {port} = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilServing(origin: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const response = await fetch(`${origin}/`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server at ${origin} did not answer within 30 s`);
}

export async function startServer(buildDir: string): Promise<RunningServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join('search', 'serve.ts'), buildDir], {
    cwd: siteDir,
    env: {...process.env, PORT: String(port), HOST: '127.0.0.1'},
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill();
    });
  try {
    await waitUntilServing(origin, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return {origin, pid: child.pid!, stop};
}
