// Answers Algolia's hosts for the stock build: stock DocSearch and the stock /search page call
// https://<appId>-dsn.algolia.net (and *.algolianet.com), which this machine cannot reach. Chromium is
// told to resolve those hosts to a local HTTPS front (a self-signed certificate, which it is told to
// accept) that passes each request on to the embedded search service of the bench server. The browser
// thus does what it does in production with stock DocSearch: a cross-origin HTTPS request to Algolia.
import {execFileSync} from 'node:child_process';
import {mkdtempSync, readFileSync, rmSync} from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface AlgoliaFront {
  /** Chromium flags that send Algolia's hosts to this front. */
  browserArgs: string[];
  stop(): Promise<void>;
}

/** The Chromium flags that resolve Algolia's search hosts to 127.0.0.1:`port` and accept its certificate. */
export function algoliaHostFlags(port: number): string[] {
  const rules = ['*.algolia.net', '*.algolianet.com', '*.algolia.io'].map((host) => `MAP ${host} 127.0.0.1:${port}`);
  return [`--host-resolver-rules=${rules.join(', ')}`, '--ignore-certificate-errors'];
}

function selfSignedCertificate(): {key: Buffer; cert: Buffer} {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-algolia-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '2',
        '-subj',
        '/CN=algolia.net',
        '-addext',
        'subjectAltName=DNS:*.algolia.net,DNS:*.algolianet.com,DNS:*.algolia.io',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      {stdio: 'ignore'},
    );
    return {key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem'))};
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
}

/** Starts the front on a free port of 127.0.0.1, passing every request on to `origin` (the bench server). */
export async function startAlgoliaFront(origin: string): Promise<AlgoliaFront> {
  const target = new URL(origin);
  const server = https.createServer(selfSignedCertificate(), (request, response) => {
    const upstream = http.request(
      {
        hostname: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: {...request.headers, host: target.host},
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const {port} = server.address() as net.AddressInfo;
  return {
    browserArgs: algoliaHostFlags(port),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
