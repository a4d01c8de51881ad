// The search service under hostile clients (issue 15, defect 2): bounded loops against 127.0.0.1 only.
import {rmSync} from 'node:fs';
import net from 'node:net';
import {afterAll, beforeAll, expect, it, vi} from 'vitest';
import {hostileBatches, measureUnderHostileLoad} from '../../bench/search-latency';
import {freePort, makeBuild, memoryOf, spawnServer, startServer, type ServerProcess} from './search-service';

/** Peak resident memory the hostile clients may add to the idle server (the issue saw 1.25 GB from ten). */
const MAX_MEMORY_GROWTH_MB = 150;
/** The largest answer one batch may get: 1,000 hits of the fixture's records with 64-character tags. */
const MAX_ANSWER_BYTES = 16 * 1024 * 1024;

let buildDir: string;
let server: ServerProcess;

beforeAll(async () => {
  buildDir = makeBuild();
  server = await spawnServer(buildDir, await freePort());
}, 30_000);
afterAll(async () => {
  await server.stop();
  rmSync(buildDir, {recursive: true, force: true});
});

it('answers every normal query while clients send the largest batches and others never read', async () => {
  const idle = memoryOf(server.pid);
  const queries = Array.from(
    {length: 200},
    (_, index) => ['apn settings', 'sim', 'roaming data', 'modem at'][index % 4],
  );
  const result = await measureUnderHostileLoad(server.origin, queries, {
    batchClients: 4,
    silentClients: 20,
    normalQueries: queries.length,
  });
  const {peak} = memoryOf(server.pid);
  console.log(
    `Under 4 batch clients and 20 silent ones: normal queries p50 ${result.normal.p50.toFixed(1)} ms, ` +
      `p95 ${result.normal.p95.toFixed(1)} ms, max ${result.normal.max.toFixed(1)} ms; RSS idle ${idle.rss.toFixed(0)} MB, ` +
      `peak ${peak.toFixed(0)} MB; batch answers ${JSON.stringify(result.batchStatuses)}, ` +
      `largest ${(result.largestAnswerBytes / 1e6).toFixed(1)} MB`,
  );
  expect(result.normal.failed).toBe(0);
  expect(peak - idle.rss).toBeLessThan(MAX_MEMORY_GROWTH_MB);
  expect(result.largestAnswerBytes).toBeLessThan(MAX_ANSWER_BYTES);
  // The 50 empty queries of 1,000 hits are refused, not answered with tens of megabytes.
  expect(result.batchStatuses[400]).toBeGreaterThan(0);
}, 120_000);

it('cuts off a client that reads nothing of its answer, and logs it', async () => {
  // Records long enough that the answer overflows what the kernel buffers for the socket.
  const longRecords = makeBuild({pages: 20, recordsPerPage: 60, contentWords: 1000});
  const quick = await startServer(longRecords, {slowReaderMs: 300});
  try {
    const {hostname, port} = new URL(quick.origin);
    const largest = hostileBatches().longestAnswer;
    const socket = net.connect(Number(port), hostname);
    socket.pause();
    socket.write(
      `POST /1/indexes/*/queries HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: text/plain\r\n` +
        `Content-Length: ${Buffer.byteLength(largest)}\r\n\r\n${largest}`,
    );
    await vi.waitFor(() => expect(quick.logs).toHaveLength(1), {timeout: 20_000, interval: 50});
    expect(quick.logs).toEqual([
      expect.stringMatching(/^POST \/1\/indexes\/\*\/queries 200 answer cut off: client read nothing for 300 ms$/),
    ]);
    // What the kernel had buffered arrives, then the connection ends before the answer does.
    let received = '';
    socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
    socket.resume();
    await new Promise((resolve) => socket.once('close', resolve));
    expect(received).toMatch(/^HTTP\/1.1 200/);
    expect(received.endsWith('0\r\n\r\n')).toBe(false);
  } finally {
    await quick.close();
    rmSync(longRecords, {recursive: true, force: true});
  }
}, 30_000);
