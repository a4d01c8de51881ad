// A client that reads nothing of its answer cannot hold the service: it is cut off, and the cut is logged. (How the
// service fares under many hostile clients is the benchmark's to measure: bench/search-latency.ts.)
import {rmSync} from 'node:fs';
import net from 'node:net';
import {expect, it, vi} from 'vitest';
import {hostileBatches} from '../../bench/search-latency';
import {makeBuild, startServer} from './search-service';

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
