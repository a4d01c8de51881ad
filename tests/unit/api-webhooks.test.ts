// The one webhook signing scheme: src/platform/webhooks.ts, the headers api/openapi.yaml declares on
// every webhook, and the verification snippets of /sdks/webhooks run against signatures signWebhook makes.
import {execFileSync} from 'node:child_process';
import {createHmac} from 'node:crypto';
import {mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {beforeAll, describe, expect, it} from 'vitest';
import {loadOpenApi, openApiFile} from '../../src/api/openapi';
import {signWebhook, webhookSigning, webhookTestVector} from '../../src/platform/webhooks';
import {readPage} from '../../src/plugins/content-check/pages';
import {codeFences} from './mdx-tree';

const page = readPage('docs/sdks/webhooks.mdx');

/** The one fence of `language`, failing with the page's name when there is not exactly one. */
function snippet(language: string): string {
  const found = codeFences(page).filter(({lang}) => lang === language);
  expect(
    found.map(({where}) => where),
    `docs/sdks/webhooks.mdx: one \`\`\`${language} fence`,
  ).toHaveLength(1);
  return found[0].value;
}

const onPath = (command: string) => {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], {stdio: 'ignore'});
    return true;
  } catch {
    return false;
  }
};

interface Case {
  name: string;
  body: string;
  header: string;
  secrets: string[];
  now: number;
  valid: boolean;
}

const secret = 'whsec_9c1e4b7a2f6d8e03b5a1c7f9d2e4b6a8';
const nextSecret = 'whsec_3f8a6c1e9b2d4f7a0c5e8b1d3f6a9c2e';
const t = 1795425658;
// Not ASCII and ending in a newline, so a snippet that decodes or trims the body fails.
const body = '{"id":41290331187,"event_type":{"id":3,"description":"Create PDP context"},"note":"Grüße ✓"}\n';
let cases: Case[] = [];

beforeAll(async () => {
  const signed = await signWebhook(secret, t, body);
  const rotating = await signWebhook([secret, nextSecret], t, body);
  cases = [
    {name: 'a valid signature', body, header: signed, secrets: [secret], now: t + 10, valid: true},
    {
      name: 'a body changed in one byte',
      body: body.replace('41290331187', '41290331188'),
      header: signed,
      secrets: [secret],
      now: t,
      valid: false,
    },
    {
      name: 'a body without its trailing newline',
      body: body.trimEnd(),
      header: signed,
      secrets: [secret],
      now: t,
      valid: false,
    },
    {name: 'another secret', body, header: signed, secrets: [nextSecret], now: t, valid: false},
    {
      name: 'a timestamp too old',
      body,
      header: signed,
      secrets: [secret],
      now: t + webhookSigning.toleranceSeconds + 1,
      valid: false,
    },
    {
      name: 'a timestamp too far ahead',
      body,
      header: signed,
      secrets: [secret],
      now: t - webhookSigning.toleranceSeconds - 1,
      valid: false,
    },
    {
      name: 'the edge of the tolerance',
      body,
      header: signed,
      secrets: [secret],
      now: t + webhookSigning.toleranceSeconds,
      valid: true,
    },
    {
      name: 'a rotation, receiver with the new secret only',
      body,
      header: rotating,
      secrets: [nextSecret],
      now: t,
      valid: true,
    },
    {
      name: 'a rotation, receiver with the old secret only',
      body,
      header: rotating,
      secrets: [secret],
      now: t,
      valid: true,
    },
    {
      name: 'a timestamp moved, signature kept',
      body,
      header: signed.replace(`t=${t}`, `t=${t + 60}`),
      secrets: [secret],
      now: t + 60,
      valid: false,
    },
    {name: 'a header with no signature', body, header: `t=${t}`, secrets: [secret], now: t, valid: false},
    {name: 'an unknown version tag beside v1', body, header: `${signed},v9=00`, secrets: [secret], now: t, valid: true},
    // A forged header may hold any character; the receiver must answer 401, not fail with 500.
    {
      name: 'a non-ASCII signature',
      body,
      header: `t=${t},v1=${'é'.repeat(64)}`,
      secrets: [secret],
      now: t,
      valid: false,
    },
  ];
});

const expected = () => Object.fromEntries(cases.map((c) => [c.name, c.valid]));
const named = (results: boolean[]) => Object.fromEntries(cases.map((c, index) => [c.name, results[index]]));

describe('src/platform/webhooks.ts', () => {
  it('signs "<t>.<raw body>" with HMAC-SHA256, one v1 per secret', async () => {
    const mac = (key: string) => createHmac('sha256', key).update(`${t}.${body}`).digest('hex');
    expect(await signWebhook(secret, t, body)).toBe(`t=${t},v1=${mac(secret)}`);
    expect(await signWebhook([secret, nextSecret], t, body)).toBe(`t=${t},v1=${mac(secret)},v1=${mac(nextSecret)}`);
  });
});

describe('api/openapi.yaml webhooks', async () => {
  const {document, webhooks} = await loadOpenApi();
  const raw = readFileSync(openApiFile, 'utf8');

  it('declares the signature and delivery-id headers, required, on every webhook', () => {
    expect(webhooks.length).toBeGreaterThanOrEqual(4);
    for (const webhook of webhooks) {
      const headers = webhook.parameters.filter((parameter) => parameter.in === 'header' && parameter.required);
      expect(
        headers.map((header) => header.name),
        webhook.operationId,
      ).toEqual(expect.arrayContaining([webhookSigning.signatureHeader, webhookSigning.idHeader]));
    }
  });

  it('gives every webhook a full example payload', () => {
    for (const webhook of webhooks) {
      expect(Object.keys(webhook.requestBody?.examples ?? {}).length, webhook.operationId).toBeGreaterThan(0);
    }
  });

  it('states the tolerance of the module and names no other signature header', () => {
    const signature = document.components!.parameters!.WebhookSignature as {description: string};
    expect(signature.description).toContain(`${webhookSigning.toleranceSeconds} seconds`);
    expect(signature.description).toContain(webhookSigning.algorithm);
    const otherHeaders = [...raw.matchAll(/X-[A-Za-z-]*Signature/g)].map((match) => match[0]);
    expect(new Set(otherHeaders)).toEqual(new Set([webhookSigning.signatureHeader]));
  });
});

describe('the verification snippets of /sdks/webhooks', () => {
  it('use the tolerance of src/platform/webhooks.ts', () => {
    for (const language of ['python', 'javascript', 'java']) {
      expect(snippet(language), language).toMatch(
        new RegExp(`TOLERANCE_SECONDS = ${webhookSigning.toleranceSeconds};?$`, 'm'),
      );
    }
  });

  it.skipIf(!onPath('python3'))('Python accepts exactly the valid signatures', () => {
    const harness = [
      snippet('python'),
      'import json, sys',
      'cases = json.load(sys.stdin)',
      'print(json.dumps([verify_webhook(c["body"].encode(), c["header"], c["secrets"], now=c["now"]) for c in cases]))',
    ].join('\n');
    const output = execFileSync('python3', ['-c', harness], {input: JSON.stringify(cases), encoding: 'utf8'});
    expect(named(JSON.parse(output))).toEqual(expected());
  });

  it('JavaScript (Node.js) accepts exactly the valid signatures', () => {
    const harness = [
      snippet('javascript'),
      'const cases = JSON.parse(require("node:fs").readFileSync(0, "utf8"));',
      'console.log(JSON.stringify(cases.map((c) => verifyWebhook(Buffer.from(c.body), c.header, c.secrets, c.now))));',
    ].join('\n');
    const output = execFileSync(process.execPath, ['-e', harness], {input: JSON.stringify(cases), encoding: 'utf8'});
    expect(named(JSON.parse(output))).toEqual(expected());
  });

  it.skipIf(!onPath('javac'))(
    'Java accepts exactly the valid signatures',
    () => {
      const dir = mkdtempSync(path.join(tmpdir(), 'webhook-java-'));
      writeFileSync(path.join(dir, 'WebhookVerifier.java'), snippet('java'));
      // The harness reads tab-separated cases: body, header, secrets joined by spaces, now.
      writeFileSync(
        path.join(dir, 'Harness.java'),
        `import java.io.*; import java.nio.charset.StandardCharsets; import java.util.*;
public class Harness {
  public static void main(String[] args) throws Exception {
    BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
    StringBuilder out = new StringBuilder();
    for (String line; (line = in.readLine()) != null; ) {
      String[] f = line.split("\\t");
      byte[] body = new String(Base64.getDecoder().decode(f[0]), StandardCharsets.UTF_8).getBytes(StandardCharsets.UTF_8);
      out.append(WebhookVerifier.verify(body, f[1], Arrays.asList(f[2].split(" ")), Long.parseLong(f[3]))).append('\\n');
    }
    System.out.print(out);
  }
}`,
      );
      execFileSync('javac', ['-d', dir, path.join(dir, 'WebhookVerifier.java'), path.join(dir, 'Harness.java')]);
      const input = cases
        .map((c) => [Buffer.from(c.body).toString('base64'), c.header, c.secrets.join(' '), c.now].join('\t'))
        .join('\n');
      const output = execFileSync('java', ['-cp', dir, 'Harness'], {input: `${input}\n`, encoding: 'utf8'});
      expect(
        named(
          output
            .trim()
            .split('\n')
            .map((line) => line === 'true'),
        ),
      ).toEqual(expected());
    },
    60_000,
  );

  it.skipIf(!onPath('openssl'))('the shell one-liner prints the v1 signature', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'webhook-shell-'));
    writeFileSync(path.join(dir, 'body.json'), body);
    const output = execFileSync('bash', ['-c', snippet('bash')], {
      cwd: dir,
      env: {...process.env, T: String(t), WEBHOOK_SECRET: secret},
      encoding: 'utf8',
    });
    expect(`t=${t},v1=${output.trim()}`).toBe(await signWebhook(secret, t, body));
  });
});

it('the test vector of /sdks/webhooks is what the platform signs: its v1 is signWebhook of its secret, t and body', async () => {
  const {secret, timestamp, body, v1} = webhookTestVector;
  expect(await signWebhook(secret, timestamp, body)).toBe(`t=${timestamp},${webhookSigning.signatureVersion}=${v1}`);
  expect(new TextEncoder().encode(body).length, 'ASCII: the page gives its length as its size in bytes').toBe(
    body.length,
  );
});
