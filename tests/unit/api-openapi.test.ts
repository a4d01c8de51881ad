import {readFile} from 'node:fs/promises';
import path from 'node:path';
import {lint, loadConfig} from '@redocly/openapi-core';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {describe, expect, it} from 'vitest';
import {oneLine} from './one-line';
import {loadOpenApi, openApiFile, type ApiOperation, type Schema} from '../../src/api/openapi';
import {asSchema, knownValues} from '../../src/api/samples';
import {authTokenLifetimeSeconds, limits} from '../../src/platform/limits';
import {policyChangeTimings} from '../../src/platform/policies';
import {ruleTextString} from '../../src/platform/ruleText';
import {attachLocationEvents, eventTypes} from '../../src/platform/events';
import {retryPolicy} from '../../src/platform/retries';
import {apiVersioning} from '../../src/platform/apiLifecycle';
import {
  apiPasswordLock,
  passwordLoginWorkspace,
  passwordSessionRefreshEnd,
  refusedRefreshFallback,
  tokenRefreshEnd,
} from '../../src/platform/signIn';
import {blockCauses, deviceStates, simStates} from '../../src/platform/states';
import {permissions, policyAssignmentInApi} from '../../src/platform/roles';
import {moSmsStatuses, mtSmsStatuses} from '../../src/platform/sms';
import {dataStreamStatuses} from '../../src/platform/streams';
import {webhookSecretOrigin} from '../../src/platform/webhooks';
import {provider} from '../../src/provider';
import {closedSchema} from './closed-schema';
import {eventFindings, eventsIn} from './event-examples';

const {document, operations, webhooks} = await loadOpenApi();
const schemas = document.components!.schemas! as Record<string, Record<string, unknown>>;
/** Contract prose on one line, so that a rule from src/platform matches it wherever the YAML breaks its lines. */
const operationById = (id: string) => operations.find((operation) => operation.operationId === id)!;
const authenticate = operationById('authenticate');
const authenticateAnswer = (status: string) => authenticate.responses.find((response) => response.status === status)!;
/** /rest, where the contract's sign-in rules are rendered for readers. */
const restOverview = await readFile(path.resolve(__dirname, '../../docs/rest/index.mdx'), 'utf8');

/** An example in the document, the schema it must satisfy and where it stands. */
interface PlacedExample {
  where: string;
  schema: object;
  example: unknown;
}

const schemaKeywords = ['items', 'additionalProperties', 'not', 'if', 'then', 'else', 'contains'];
const schemaListKeywords = ['oneOf', 'anyOf', 'allOf', 'prefixItems'];
const schemaMapKeywords = ['properties', 'patternProperties', '$defs'];

/** The `example` and `examples` of a schema and of every schema inside it. */
function schemaExamples(schema: unknown, where: string): PlacedExample[] {
  if (!schema || typeof schema !== 'object') return [];
  const node = schema as Record<string, unknown>;
  const own: PlacedExample[] = [];
  if (node.example !== undefined) own.push({where: `${where}.example`, schema: node, example: node.example});
  if (Array.isArray(node.examples)) {
    node.examples.forEach((example, index) => own.push({where: `${where}.examples[${index}]`, schema: node, example}));
  }
  const inner = [
    ...schemaKeywords.map((key) => [`${where}.${key}`, node[key]] as const),
    ...schemaListKeywords.flatMap((key) =>
      Array.isArray(node[key]) ? node[key].map((item, index) => [`${where}.${key}[${index}]`, item] as const) : [],
    ),
    ...schemaMapKeywords.flatMap((key) =>
      Object.entries((node[key] as Record<string, unknown>) ?? {}).map(
        ([name, item]) => [`${where}.${name}`, item] as const,
      ),
    ),
  ];
  return [...own, ...inner.flatMap(([path, item]) => schemaExamples(item, path))];
}

/**
 * Every example of the (dereferenced) document: those of media types, parameters and headers against
 * their `schema`, each of a named `examples` map too, and those inside schemas, components' included.
 */
function examplesOf(node: unknown, where = ''): PlacedExample[] {
  if (Array.isArray(node)) return node.flatMap((item, index) => examplesOf(item, `${where}[${index}]`));
  if (!node || typeof node !== 'object') return [];
  const object = node as Record<string, unknown>;
  const at = (key: string) => (where ? `${where}.${key}` : key);
  if (where === 'components.schemas') {
    return Object.entries(object).flatMap(([name, schema]) => schemaExamples(schema, at(name)));
  }
  const found: PlacedExample[] = [];
  const schema = object.schema;
  if (schema && typeof schema === 'object') {
    if (object.example !== undefined) found.push({where: at('example'), schema, example: object.example});
    for (const [name, example] of Object.entries((object.examples as Record<string, {value: unknown}>) ?? {})) {
      found.push({where: at(`examples.${name}`), schema, example: example.value});
    }
    found.push(...schemaExamples(schema, at('schema')));
  }
  for (const [key, value] of Object.entries(object)) {
    if (key === 'schema' || key === 'examples' || key === 'example') continue;
    found.push(...examplesOf(value, at(key)));
  }
  return found;
}

/** Each schema node under `schema`, with its path, visiting a shared component once per path. */
function schemaNodes(schema: unknown, where: string, seen = new Set<unknown>()): {where: string; node: Schema}[] {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return [];
  const node = asSchema(schema);
  const inner = new Set([...seen, schema]);
  const children = [
    ...schemaKeywords.map((key) => [`${where}.${key}`, (node as Record<string, unknown>)[key]] as const),
    ...schemaListKeywords.flatMap((key) =>
      ((node as Record<string, unknown[]>)[key] ?? []).map(
        (item, index) => [`${where}.${key}[${index}]`, item] as const,
      ),
    ),
    ...Object.entries(node.properties ?? {}).map(([name, item]) => [`${where}.${name}`, item] as const),
  ];
  return [{where, node}, ...children.flatMap(([path, child]) => schemaNodes(child, path, inner))];
}

/** What the platform sends: every response body and every webhook payload, by where it stands. */
const platformOutput = [
  ...operations.flatMap((operation) =>
    operation.responses.flatMap((response) =>
      response.body ? [[`${operation.operationId} ${response.status}`, response.body.schema] as const] : [],
    ),
  ),
  ...webhooks.map((webhook) => [`webhook ${webhook.operationId}`, webhook.requestBody!.schema] as const),
];

describe('api/openapi.yaml', () => {
  it('declares every status that one of its parameters promises', () => {
    const undeclared = operations.flatMap((operation) =>
      operation.parameters.flatMap((parameter) =>
        [...oneLine(parameter.description).matchAll(/`([1-5]\d\d)`/g)]
          .map(([, status]) => status)
          .filter(
            (status) => !operation.responses.some((response) => [status, `${status[0]}XX`].includes(response.status)),
          )
          .map((status) => `${operation.operationId}: ${parameter.name} promises ${status}`),
      ),
    );
    expect(undeclared).toEqual([]);
  });

  it('lints with the rules of redocly.yaml without errors or warnings, but for the problems .redocly.lint-ignore.yaml lists', async () => {
    const config = await loadConfig({configPath: path.resolve(__dirname, '../../redocly.yaml')});
    const problems = await lint({ref: openApiFile, config});
    const report = problems
      .filter((problem) => !problem.ignored)
      .map((problem) => `${problem.severity} ${problem.ruleId}: ${problem.message}`);
    expect(report).toEqual([]);
  });

  it('keeps what the platform sends open: no closed object and no closed enum in a response or webhook', () => {
    const closed = platformOutput.flatMap(([where, schema]) =>
      schemaNodes(schema, where).flatMap(({where: path, node}) => [
        ...(node.additionalProperties === false ? [`${path}: additionalProperties false`] : []),
        ...(node.enum ? [`${path}: enum ${JSON.stringify(node.enum)}, use x-extensible-enum`] : []),
      ]),
    );
    expect(platformOutput.length).toBeGreaterThan(50);
    expect(closed).toEqual([]);
  });

  it('names each status value in its schema’s description as the API spells it: "id DESCRIPTION"', () => {
    const statuses = platformOutput.flatMap(([where, schema]) =>
      schemaNodes(schema, where).filter(({node}) => {
        const {id, description} = (node.properties ?? {}) as Record<string, Schema | undefined>;
        return id && description && knownValues(id) && knownValues(description);
      }),
    );
    expect(statuses.length).toBeGreaterThan(3);
    for (const {where, node} of statuses) {
      const {id, description} = node.properties as Record<string, Schema>;
      const ids = knownValues(id)!.values;
      const names = knownValues(description)!.values;
      const text = oneLine(node.description);
      expect(ids.length, where).toBe(names.length);
      // Each "id NAME" pair of the prose must be a known id and a known description, as the API spells it.
      const pairs = [...text.matchAll(/\b(\d+) ([A-Z]+)\b/g)].map((match) => `${match[1]} ${match[2]}`);
      expect(pairs.length, `${where}: ${text}`).toBeGreaterThan(0);
      for (const pair of pairs) {
        const [pairId, name] = pair.split(' ');
        expect(ids, `${where}: ${pair}`).toContain(Number(pairId));
        expect(names, `${where}: ${pair}`).toContain(name);
      }
    }
  });

  it('keeps request bodies closed: a misspelt field is refused, not ignored', () => {
    const bodies = operations.filter(
      (operation) => operation.requestBody?.schema.properties || operation.requestBody?.schema.allOf,
    );
    expect(bodies.length).toBeGreaterThan(10);
    for (const operation of bodies) {
      const schema = operation.requestBody!.schema;
      const parts = [schema, ...(schema.allOf ?? []).map(asSchema)].filter((part) => part.properties);
      for (const part of parts) expect(part.additionalProperties, operation.operationId).toBe(false);
    }
  });

  it('counts rx and tx in one shape, UsageCounters, whose sum is `total`, with the unit stated', () => {
    const shapes = platformOutput.flatMap(([where, schema]) =>
      schemaNodes(schema, where)
        .filter(({node}) => node.properties?.rx && node.properties?.tx)
        .map(({where: path, node}) => `${path}: ${Object.keys(node.properties!).join(', ')}`),
    );
    expect(shapes.length).toBeGreaterThan(5);
    expect(shapes.filter((shape) => !shape.endsWith(': rx, tx, total'))).toEqual([]);
    const counters = schemas.UsageCounters.properties as Record<string, Schema>;
    for (const direction of ['rx', 'tx'])
      expect(counters[direction].description).toMatch(/MB for data or messages for SMS/);
    expect(Object.keys(schemas).filter((name) => /Counters$/.test(name))).toEqual(['UsageCounters']);
  });

  it('is served from the provider module’s REST API URL, and from its sandbox URL', () => {
    expect(document.servers?.map((server) => server.url)).toEqual([provider.urls.restApi, provider.urls.sandboxApi]);
    expect(document.servers?.[1].description).toMatch(/^Sandbox/);
  });

  it('declares every status src/platform/retries.ts retries, on every operation', () => {
    for (const operation of operations) {
      const statuses = operation.responses.map((response) => response.status);
      for (const status of retryPolicy.retryStatuses.map(String)) {
        expect(statuses, `${operation.operationId} ${status}`).toContain(
          statuses.includes(status) ? status : `${status[0]}XX`,
        );
      }
    }
  });

  it('gives every operation a unique operationId, a tag, a summary, a description and error responses', () => {
    const ids = operations.map((operation) => operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    const tags = new Set(document.tags!.map((tag) => tag.name));
    for (const operation of operations) {
      const where = `${operation.method} ${operation.path}`;
      expect(operation.operationId, where).toMatch(/^[a-z][A-Za-z]+$/);
      expect(tags.has(operation.tag), `${where} tag ${operation.tag}`).toBe(true);
      expect(operation.summary, where).not.toBe('');
      expect(operation.description, where).not.toBe('');
      const statuses = operation.responses.map((response) => response.status);
      const errors = operation.requiresAuth ? ['401', '403', '429', '500'] : ['429', '500'];
      expect(statuses, where).toEqual(expect.arrayContaining(errors));
      for (const response of operation.responses.filter((r) => Number(r.status) >= 400)) {
        expect(response.body?.schemaName, `${where} ${response.status}`).toBe('Error');
      }
    }
  });

  it('names the permission of src/platform/roles.ts every call with a token needs', () => {
    for (const operation of operations.filter((candidate) => candidate.requiresAuth)) {
      expect(Object.keys(permissions), `${operation.operationId} x-permission`).toContain(operation.permission);
    }
  });

  it('updateEndpoint says a policy change also needs assignPolicies (x-permission holds one permission)', () => {
    expect(policyAssignmentInApi).toMatch(/PATCH of an endpoint .* needs \*\*Assign devices to existing policies\*\*/);
    const description = operations.find((operation) => operation.operationId === 'updateEndpoint')!.description;
    expect(oneLine(description)).toMatch(/`service_profile` or `tariff_profile` needs the `assignPolicies`/);
  });

  it('createEndpoint and updateEndpoint say that setting imei_lock, ip_address or ip_address_space needs configureDevices', () => {
    expect(permissions.configureDevices.task).toMatch(/IMEI lock, static IP/);
    for (const id of ['createEndpoint', 'updateEndpoint']) {
      const description = operations.find((operation) => operation.operationId === id)!.description;
      expect(oneLine(description), id).toMatch(
        /`imei_lock`, `ip_address` or `ip_address_space` (also )?needs (the )?`configureDevices`/,
      );
    }
  });

  it('types every id as a 64-bit integer', () => {
    expect(schemas.Id.format).toBe('int64');
    for (const operation of operations) {
      for (const parameter of operation.parameters.filter((p) => p.in === 'path' && p.name.endsWith('_id'))) {
        if (parameter.name === 'service_id') continue; // a fixed catalogue id (38, 39, 40), not a stored object
        expect(parameter.schema.format, `${operation.operationId} ${parameter.name}`).toBe('int64');
      }
    }
  });

  it('validates every example it gives against its schema: bodies, parameters, headers, schemas, webhooks', () => {
    const ajv = new Ajv2020({strict: false, allErrors: true});
    addFormats(ajv);
    const checked = examplesOf(document);
    const failures = checked.flatMap(({where, schema, example}) => {
      const validate = ajv.compile(closedSchema(schema));
      const problems = validate(example) ? [] : [ajv.errorsText(validate.errors)];
      problems.push(...eventsIn(example).flatMap(eventFindings));
      return problems.map((problem) => `${where}: ${problem}`);
    });
    expect(failures).toEqual([]);
    const places = checked.map((item) => item.where);
    // Every kind of place an example can stand, and every example of a media type with several.
    expect(places).toEqual(
      expect.arrayContaining([
        'paths./api/v1/authenticate.post.requestBody.content.application/json.examples.applicationToken',
        'paths./api/v1/authenticate.post.requestBody.content.application/json.examples.refreshToken',
        'paths./api/v1/authenticate.post.requestBody.content.application/json.examples.userCredentials',
        'webhooks.usageRecord.post.requestBody.content.application/json.examples.sms',
        'components.parameters.IdempotencyKey.schema.examples[0]',
        'components.schemas.Timestamp.examples[0]',
      ]),
    );
    expect(places.some((place) => /\.headers\.[^.]+\.schema\.examples\[0\]$/.test(place))).toBe(true);
    expect(places.some((place) => /\.responses\.4\d\d\.content\./.test(place))).toBe(true);
  });

  it('answers 401 for a bad token and 403 for a valid one used outside its IP restriction', () => {
    expect(authenticateAnswer('401').description).toMatch(/expired|revoked/);
    expect(authenticateAnswer('401').description).not.toMatch(/IP/);
    expect(authenticateAnswer('403').description).toMatch(/IP restriction/);
    const forbidden = document.components!.responses!.Forbidden as {description: string};
    expect(forbidden.description).toMatch(/IP restriction/);
  });

  it('states once, on authenticate, the password session workspace and what ends a refresh token early, as signIn.ts does, and links there elsewhere', () => {
    const revokeLinks = [
      '/portal/application-tokens#revoke-a-token',
      '/portal/user-settings#revoke-a-personal-api-token',
    ];
    const authenticateText = oneLine(authenticate.description!);
    for (const rule of [passwordLoginWorkspace, tokenRefreshEnd, passwordSessionRefreshEnd])
      expect(authenticateText, 'authenticate').toContain(rule);
    for (const link of revokeLinks) expect(authenticateText, 'authenticate').toContain(link);
    const requestVariants = schemas.AuthenticateRequest.oneOf as {properties: Record<string, {description?: string}>}[];
    const pointers = {
      'info.description': oneLine(
        document.info!.description!.split('\n\n').find((paragraph) => paragraph.includes('`refresh_token`')),
      ),
      'AuthenticateRequest.refresh_token': requestVariants.find((variant) => variant.properties.refresh_token)!
        .properties.refresh_token.description!,
      'AuthenticateResponse.refresh_token': (
        schemas.AuthenticateResponse.properties as Record<string, {description: string}>
      ).refresh_token.description,
    };
    for (const [place, text] of Object.entries(pointers)) {
      expect(text, place).toMatch(/30 days at most[^.]*`authenticate` says what ends it early/);
      expect(text, `${place} restates the refusal rule instead of pointing to authenticate`).not.toMatch(
        /revoked|expiry date/,
      );
    }
    const rotationStart = restOverview.indexOf('The one you sent keeps working');
    const rotation = restOverview.slice(rotationStart, restOverview.indexOf('<CodeBlock', rotationStart));
    const where = 'docs/rest/index.mdx: the passage on refresh-token rotation';
    expect(rotation, where).toContain('<InlineText text={tokenRefreshEnd} />');
    expect(rotation, where).toContain('<InlineText text={passwordSessionRefreshEnd} />');
    for (const link of revokeLinks) expect(rotation, where).toContain(link);
  });

  it('after a refused refresh token, sends a client back to the credential its session started from (signIn.ts)', () => {
    expect(oneLine(authenticate.description), 'authenticate').toContain(refusedRefreshFallback);
    // The 401 repeats the first sentence, the instruction itself, where a client reads it on failure.
    const instruction = refusedRefreshFallback.slice(0, refusedRefreshFallback.indexOf('. ') + 1);
    const unauthorized = authenticateAnswer('401');
    expect(oneLine(unauthorized.description), 'authenticate 401').toContain(instruction);
    expect(restOverview, 'docs/rest/index.mdx: Fall back to a full login').toContain(
      '**Fall back to a full login.** <InlineText text={refusedRefreshFallback} />',
    );
  });

  it('tells a password script, on the 401 of authenticate and on /rest, that it can lock the account (signIn.ts apiPasswordLock)', () => {
    const unauthorized = authenticateAnswer('401');
    expect(oneLine(unauthorized.description), 'authenticate 401').toContain(apiPasswordLock);
    expect(restOverview, 'docs/rest/index.mdx: Portal user credentials').toContain(
      '<InlineText text={apiPasswordLock} />',
    );
  });

  it('names both calls without a token wherever the contract says which calls need one or states their per-IP limit', () => {
    const callsWithoutToken = operations.filter((operation) => !operation.requiresAuth);
    expect(callsWithoutToken.map((operation) => operation.operationId).sort()).toEqual([
      'authenticate',
      'getOpenApiDocument',
    ]);
    const names = (text: string, operation: ApiOperation) =>
      text.includes(`${operation.method} ${operation.path}`) || text.includes(`\`${operation.operationId}\``);
    const info = oneLine(document.info!.description!);
    const tokenRule = info.split(/(?<=\.) /).find((sentence) => sentence.includes('Authorization: Bearer'))!;
    for (const operation of callsWithoutToken) expect(names(tokenRule, operation), `info: ${tokenRule}`).toBe(true);
    // Every paragraph or list item that gives the per-IP limit names both calls that share it; in an operation's own
    // description, "this call" names that operation.
    const components = document.components as Record<string, Record<string, {description?: string}>>;
    const texts: {where: string; text: string; owner?: ApiOperation}[] = [
      {where: 'info', text: document.info!.description!},
      ...operations.flatMap((operation) => [
        {where: operation.operationId, text: operation.description, owner: operation},
        ...operation.responses.map((response) => ({
          where: `${operation.operationId} ${response.status}`,
          text: response.description,
        })),
      ]),
      ...['headers', 'responses'].flatMap((kind) =>
        Object.entries(components[kind]).map(([name, item]) => ({
          where: `components.${kind}.${name}`,
          text: item.description ?? '',
        })),
      ),
    ];
    const perIp = texts.flatMap(({where, text, owner}) =>
      text
        .split(/\n\s*\n|\n\s*- /)
        .map((paragraph) => ({where, owner, paragraph: oneLine(paragraph)}))
        .filter(({paragraph}) => /\bper minute\b|IP address's|per-client-IP/.test(paragraph)),
    );
    expect(perIp.length).toBeGreaterThanOrEqual(5);
    const missing = perIp
      .filter(
        ({owner, paragraph}) =>
          !callsWithoutToken.every((operation) => operation === owner || names(paragraph, operation)),
      )
      .map(({where, paragraph}) => `api/openapi.yaml ${where}: ${paragraph}`);
    expect(missing, 'a per-IP limit that does not name both calls that share it').toEqual([]);
  });

  it('ends a data-limit stop in listServiceProfileTrafficLimits the ways states.ts blockCauses does', () => {
    const dataLimit = blockCauses.find((block) => (block.eventIds as readonly number[]).includes(11))!;
    const listLimits = operations.find((operation) => operation.operationId === 'listServiceProfileTrafficLimits')!;
    const description = oneLine(listLimits.description);
    // Each way the module gives, and the words the contract uses for it (with the operation that does it).
    const ends = [
      {module: 'of the next month', contract: ['the next month begins']},
      {
        module: "the limit is raised above the device's use this month, in the service policy",
        contract: ['the limit is raised in the service policy'],
      },
      {
        module: 'for one device, when it moves to a policy whose limit is above its use this month',
        contract: [
          'for one device, it moves (`updateEndpoint`) to a service profile whose limit is above its use this month',
        ],
      },
      {
        module: 'the data limit only, not the satellite data limit, when a [data limit extension]',
        contract: [
          'for the data limit only, never the satellite data limit: a data limit extension',
          '(`createTrafficLimitExtension`)',
        ],
      },
    ];
    for (const end of ends) {
      // Lower case: the module gives each way as a sentence of its own list item.
      expect(ruleTextString(dataLimit.data).toLowerCase(), 'src/platform/states.ts blockCauses (event 11)').toContain(
        end.module.toLowerCase(),
      );
      for (const words of end.contract) expect(description, 'listServiceProfileTrafficLimits').toContain(words);
    }
  });

  it('sends a source-workspace reader of a transferred SIM from listSimEvents (404) to listEvents', () => {
    const listSimEvents = operations.find((operation) => operation.operationId === 'listSimEvents')!;
    expect(listSimEvents.description).toMatch(/source workspace through `listEvents`/);
    expect(listSimEvents.description).toMatch(/this operation answers `404` to a token of the source workspace/);
    expect(listSimEvents.description, "the SIM's earlier events are not behind the type-50 filter").toMatch(
      /without an `event_type` filter[^.]*`sim.iccid`/,
    );
  });

  it('gives the 410 of a deprecated operation both causes apiLifecycle.ts names: its sunset and its brownouts', () => {
    const {count, hours, withinLastDays} = apiVersioning.brownouts;
    const gone = oneLine((document.components!.responses!.Gone as {description: string}).description);
    const versioning = oneLine(document.info?.description ?? '');
    for (const text of [gone, versioning]) {
      expect(text).toContain('sunset date');
      expect(text).toMatch(new RegExp(`${count} (announced )?brownout windows of ${hours} hour`));
      expect(text).toContain(`last ${withinLastDays} days before`);
    }
    expect(gone).toContain(apiVersioning.brownoutsAnnouncedIn);
  });

  it('states the rate limits and token lifetimes of src/platform/limits.ts', () => {
    const info = document.info as typeof document.info & {
      'x-rate-limits': Record<string, number>;
      'x-token-lifetimes': Record<string, number>;
    };
    expect(info['x-rate-limits']).toEqual(limits.apiRateLimits);
    expect(info['x-token-lifetimes']).toEqual({
      authTokenLifetimeSeconds,
      refreshTokenLifetimeDays: limits.authentication.refreshTokenLifetimeDays,
    });
    const {requestsPerSecondPerOrganisation, burstPerOrganisation, authenticateRequestsPerMinutePerIp} =
      limits.apiRateLimits;
    expect(info.description).toContain(`${requestsPerSecondPerOrganisation} requests per second`);
    expect(info.description).toContain(`up to ${burstPerOrganisation} requests`);
    expect(info.description).toContain(`${authenticateRequestsPerMinutePerIp} requests per minute`);
    expect(info.description).toContain(`${authTokenLifetimeSeconds.toLocaleString('en-GB')} seconds`);
    expect(info.description).toContain(`valid for ${limits.authentication.refreshTokenLifetimeDays} days`);
    // The platform's seconds; the other branch is a gateway's HTTP date.
    const retryAfter = document.components!.headers!['Retry-After'] as {schema: {oneOf: {maximum?: number}[]}};
    expect(retryAfter.schema.oneOf[0].maximum).toBe(limits.apiRateLimits.maxRetryAfterSeconds);
    const tokenResponse = schemas.AuthenticateResponse.properties as Record<string, {const?: number}>;
    expect(tokenResponse.expires_in.const).toBe(authTokenLifetimeSeconds);
    const sendSms = schemas.SmsSend.properties as Record<string, {maxLength?: number}>;
    expect(sendSms.payload.maxLength).toBe(limits.sms.gsm7Characters);
  });

  it('gives the rate limits of src/platform/limits.ts wherever its prose states one', async () => {
    const lines = (await readFile(openApiFile, 'utf8')).split('\n');
    const {requestsPerSecondPerOrganisation, burstPerOrganisation, authenticateRequestsPerMinutePerIp} =
      limits.apiRateLimits;
    // Each phrase names one limit; every number written in front of it must be that limit.
    const phrases = [
      {pattern: /(\d+) requests per second/g, expected: requestsPerSecondPerOrganisation},
      {pattern: /bursts? of (?:up to )?(\d+)/g, expected: burstPerOrganisation},
      {pattern: /^\s*(\d+) requests; on `authenticate`/g, expected: burstPerOrganisation},
      {pattern: /(\d+) (?:requests )?per minute/g, expected: authenticateRequestsPerMinutePerIp},
    ];
    const found = phrases.map(({pattern, expected}) => {
      const wrong: string[] = [];
      let count = 0;
      lines.forEach((line, index) => {
        for (const match of line.matchAll(pattern)) {
          count += 1;
          const value = Number(match[1]);
          if (value !== expected)
            wrong.push(`api/openapi.yaml:${index + 1}: "${match[0].trim()}" should say ${expected}`);
        }
      });
      return {count, wrong};
    });
    expect(found.flatMap(({wrong}) => wrong)).toEqual([]);
    // Every phrase occurs, so a reworded sentence cannot make this test pass by matching nothing.
    expect(found.map(({count}) => count > 0)).toEqual(phrases.map(() => true));
  });

  it('lists as GraphQL sendSms differences from REST nothing REST shares: a refusal by state ends FAILED in both', async () => {
    const sendSms = oneLine(operationById('sendSms').description!);
    expect(sendSms, 'sendSms').toMatch(
      /When the device[^.]*refuses it, the call still answers `201`, and the SMS ends FAILED \(6\)/,
    );
    const schema = oneLine(await readFile(path.resolve(__dirname, '../../api/schema.graphql'), 'utf8'));
    expect(schema, 'api/schema.graphql sendSms').toMatch(/ends FAILED, as in REST sendSms/);
    const graphqlOverview = await readFile(path.resolve(__dirname, '../../docs/graphql/index.mdx'), 'utf8');
    const list = /^(\w+) differences from REST matter[^\n]*\n\n((?:- .*\n)+)/m.exec(graphqlOverview);
    expect(list, 'docs/graphql/index.mdx: "… differences from REST matter" and its list').not.toBeNull();
    const bullets = list![2].trim().split('\n');
    const counted = ['One', 'Two', 'Three', 'Four', 'Five'].indexOf(list![1]) + 1;
    expect(counted, `docs/graphql/index.mdx says "${list![1]} differences"`).toBe(bullets.length);
    for (const bullet of bullets)
      expect(bullet, 'docs/graphql/index.mdx: a shared behaviour listed as a difference').not.toMatch(/ends FAILED/);
  });

  it('gives one per_page cap and default, which the REST and GraphQL overviews repeat', async () => {
    const perPage = document.components!.parameters!.PerPage as {description: string; schema: {default: number}};
    const cap = Number(/^Items per page, 1 to (\d+)\./.exec(perPage.description)?.[1]);
    expect(perPage.description).toContain(`caps it at ${cap}`);
    // The pages render limits.restPaging, which platform-contract.test.ts compares with PerPage.
    expect(restOverview).toContain(
      '`per_page` runs from 1 to {limits.restPaging.maxPerPage}, defaults to {limits.restPaging.defaultPerPage}, and a larger value is capped, not refused',
    );
    const graphqlOverview = await readFile(path.resolve(__dirname, '../../docs/graphql/index.mdx'), 'utf8');
    expect(graphqlOverview).toContain('a larger value is capped, not refused');
    const schema = await readFile(path.resolve(__dirname, '../../api/schema.graphql'), 'utf8');
    expect(schema, 'api/schema.graphql').toContain(`REST caps \`per_page\` the same way, at ${cap}`);
  });

  it('lists on the REST overview exactly the operations that page, each sending the paging headers', () => {
    const paged = operations.filter((operation) => operation.parameters.some(({name}) => name === 'per_page'));
    const pagingHeaders = ['X-Count-Per-Page', 'X-Current-Page', 'X-Total-Pages', 'X-Total-Count'];
    for (const operation of operations) {
      const sent = operation.responses.find(({status}) => status === '200')?.headers.map(({name}) => name) ?? [];
      const expected = paged.includes(operation) ? pagingHeaders : [];
      expect(
        pagingHeaders.filter((header) => sent.includes(header)),
        `${operation.operationId}: paging headers`,
      ).toEqual(expected);
    }
    // Readers plan their calls from this table: a list that pages and is missing, or one named that does not, misleads.
    const section = /^## Paging\n([\s\S]*?)^## /m.exec(restOverview)?.[1] ?? '';
    const named = [...section.matchAll(/^\| [^|]+ \| \[`GET (\/api\/v1\/[^`]+)`\]/gm)].map((match) => match[1]);
    expect([...named].sort()).toEqual(paged.map((operation) => operation.path).sort());
    expect(section).toContain(
      `${['Zero', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight'][paged.length]} lists`,
    );
  });

  it('uses the SIM and device status ids of src/platform/states.ts', () => {
    const ids = (schema: string) => knownValues((schemas[schema].properties as {id: Schema}).id)?.values;
    expect(ids('SimStatus')).toEqual(simStates.map((state) => state.id));
    expect(ids('EndpointStatus')).toEqual(deviceStates.map((state) => state.id));
    const simStatus = schemas.SimStatus.description as string;
    const deviceStatus = schemas.EndpointStatus.description as string;
    for (const state of simStates) expect(simStatus).toContain(`${state.id} ${state.name}`);
    for (const state of deviceStates) expect(deviceStatus).toContain(`${state.id} ${state.name}`);
  });

  it('uses the SMS and data-stream statuses of src/platform/sms.ts and streams.ts', () => {
    const smsStatus = schemas.SmsStatus.properties as Record<string, Schema>;
    const values = (schema: Schema) => knownValues(schema)?.values ?? [];
    const all = [...mtSmsStatuses, ...moSmsStatuses];
    const sorted = (values: unknown[]) => [...new Set(values)].sort();
    expect(sorted(values(smsStatus.id))).toEqual(sorted(all.map((status) => status.id)));
    expect(sorted(values(smsStatus.description))).toEqual(sorted(all.map((status) => status.description)));
    for (const status of mtSmsStatuses) {
      expect(schemas.SmsStatus.description).toContain(`${status.id} ${status.description}`);
    }
    const streamStatus = (schemas.DataStream.properties as Record<string, Schema & {description: string}>).status;
    expect(values(streamStatus)).toEqual(dataStreamStatuses.map((status) => status.apiValue));
    for (const status of dataStreamStatuses) {
      expect(streamStatus.description).toMatch(new RegExp(`\`${status.apiValue}\`[^,]*${status.portalLabel}`));
    }
    const settable = (schemas.DataStreamUpdate.properties as Record<string, {enum: string[]}>).status.enum;
    expect(settable).toEqual(dataStreamStatuses.filter((status) => status.settable).map((status) => status.apiValue));
  });

  it('uses only test identifiers in its examples: MCC 001, fictional 555-01xx numbers, example ICCIDs', () => {
    const testValue: Record<string, RegExp> = {
      iccid: /^8900\d{15,16}$/,
      imsi: /^001\d{12}$/,
      msisdn: /^1\d{3}55501\d\d$/,
      mcc: /^001$/,
      destination_address: /^(1\d{3}55501\d\d|\d{1,6})$/,
    };
    const found: string[] = [];
    const walk = (node: unknown, key = ''): void => {
      if (typeof node === 'string' && testValue[key] && !testValue[key].test(node)) found.push(`${key}: ${node}`);
      if (Array.isArray(node)) node.forEach((item) => walk(item, key));
      else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(v, k);
    };
    walk(document);
    expect(found).toEqual([]);
  });

  it('gives the rate-limit headers on every response, errors included', () => {
    for (const operation of operations) {
      for (const response of operation.responses) {
        expect(
          response.headers.map((header) => header.name),
          `${operation.operationId} ${response.status}`,
        ).toEqual(expect.arrayContaining(['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset']));
      }
    }
  });

  it('takes an Idempotency-Key on every POST that creates or sends, and answers a reused or busy key', () => {
    const posts = operations.filter((operation) => operation.method === 'POST' && operation.requiresAuth);
    expect(posts.length).toBeGreaterThan(5);
    for (const post of posts) {
      const key = post.parameters.find((parameter) => parameter.name === 'Idempotency-Key');
      expect(key?.in, `${post.operationId} declares the Idempotency-Key header`).toBe('header');
      const codes = (status: string) =>
        Object.values(post.responses.find((response) => response.status === status)?.body?.examples ?? {}).map(
          (example) => (example as {code?: unknown}).code,
        );
      expect(codes('409'), `${post.operationId} 409`).toContain('idempotency_key_in_use');
      expect(codes('422'), `${post.operationId} 422`).toContain('idempotency_key_reused');
    }
    expect(document.info!.description).toMatch(/kept for 24 hours/);
    expect(document.info!.description).toContain('`idempotency_key_reused`');
    expect(document.info!.description).toContain('`idempotency_key_in_use`');
  });

  it('names the statuses that prove a registration as src/platform/events.ts does', () => {
    // A device Blocked by a data limit or a data quota keeps its registration; every text that says which
    // status proves one must name it, or a reader checking a Blocked device gets two answers.
    const holdsRegistration = 'Blocked by a data limit or a data quota';
    const location = (schemas.Connectivity.properties as Record<string, Schema>).location as {
      properties: Record<string, {description: string}>;
    };
    expect(attachLocationEvents, 'events.ts attachLocationEvents').toContain(holdsRegistration);
    expect(ruleTextString(eventTypes.find((type) => type.id === 17)!.firesWhen), 'events.ts event 17').toContain(
      holdsRegistration,
    );
    expect(oneLine(location.properties.last_updated.description), 'location.last_updated').toContain(holdsRegistration);
  });

  it('describes policy changes as policyChangeTimings of src/platform/policies.ts does', () => {
    const takesAway = oneLine(ruleTextString(policyChangeTimings[0].openSession));
    const description = (id: string) => oneLine(operationById(id).description);
    for (const phrase of ['PDP context', 'default EPS bearer', 'cancels it as a [connectivity reset]', 'per core node'])
      expect(takesAway).toContain(phrase);
    for (const id of ['updateServiceProfile', 'removeServiceProfileService']) {
      expect(description(id), id).toMatch(/2G (and|or) 3G.*PDP context.*LTE.*default EPS bearer/);
      expect(description(id), id).not.toMatch(/ends? (the|each|every)[^.]*data session/);
    }
    expect(description('updateServiceProfile')).toMatch(
      /Only blocking a radio technology .*cancels it as a connectivity reset does/,
    );
    expect(description('removeServiceProfileService')).toMatch(/never detaches/);
    expect(description('updateTariffProfile')).toMatch(
      /cancels each affected device's registration as a connectivity reset does/,
    );
    // A block links the per-node paths (their home is connectivityReset.ts) rather than restating them, which went
    // stale at each correction of the reset (R30).
    for (const id of ['blockEndpointOperator', 'blockTariffProfileOperator']) {
      expect(description(id), id).toMatch(
        /cancels .*registration as a connectivity reset does, per core node \(\[reset connectivity\]\(\/portal\/connected-devices#reset-connectivity\)\)/,
      );
      expect(description(id), id).not.toMatch(/MME|SGSN|VLR|re-attach required/);
    }
  });

  it('tells which SMS refusals are errors and which end FAILED, and bounds expiry_date by src/platform/limits.ts', () => {
    const sendSms = operations.find((operation) => operation.operationId === 'sendSms')!;
    const sendSmsText = oneLine(sendSms.description);
    expect(sendSmsText).toMatch(/answered at once with an error and creates no SMS: (- )?`400`.*`404`.*`422`/);
    expect(sendSmsText).toMatch(/refuses it, the call still answers `201`, and the SMS ends FAILED \(6\)/);
    expect(sendSmsText).toContain(`${limits.sms.mtValidityMaxHours} hours ahead`);
    expect(sendSms.responses.map((response) => response.status)).toEqual(
      expect.arrayContaining(['201', '400', '404', '422']),
    );
    const expiry = oneLine((schemas.SmsSend.properties as Record<string, Schema>).expiry_date.description!);
    expect(expiry).toContain(`Default ${limits.sms.mtValidityDefaultHours} hours`);
    expect(expiry).toContain(`at most ${limits.sms.mtValidityMaxHours} hours`);
    expect(expiry).toMatch(/in the past or later than that is answered `422`/);
    expect(schemas.Sms.required).toContain('status');
    const updateSim = operations.find((operation) => operation.operationId === 'updateSim')!;
    expect(updateSim.responses.find((response) => response.status === '204')!.description).toMatch(/already had it/);
  });

  it('asks for a webhook secret as long as src/platform/webhooks.ts does, and names the 422', () => {
    const minimum = Number(/at least (\d+) random characters/.exec(webhookSecretOrigin)![1]);
    const secret = (schemas.WebhookConfig.properties as Record<string, Schema>).secret;
    expect(secret.minLength).toBe(minimum);
    expect(oneLine(secret.description!)).toContain(`at least ${minimum} random characters`);
    expect(secret.description).toMatch(/refused with `422`/);
  });

  it('bounds the daily-usage date range by the retention of src/platform/limits.ts', () => {
    const daily = operations.filter((operation) => operation.path.endsWith('/stats/daily'));
    expect(daily).toHaveLength(2);
    for (const operation of daily) {
      const start = oneLine(operation.parameters.find((parameter) => parameter.name === 'start_date')!.description);
      const end = operation.parameters.find((parameter) => parameter.name === 'end_date')!.description;
      expect(start).toContain(`kept for ${limits.retention.usageRecordsMonths} months`);
      expect(start).toMatch(/answered `400`/);
      expect(end).toMatch(/today at the latest/);
    }
  });

  it('gives the paging headers on every list operation', () => {
    const lists = operations.filter((operation) => operation.parameters.some((parameter) => parameter.name === 'page'));
    expect(lists.length).toBeGreaterThan(3);
    for (const list of lists) {
      const ok = list.responses.find((response) => response.status === '200')!;
      expect(
        ok.headers.map((header) => header.name),
        list.operationId,
      ).toEqual(expect.arrayContaining(['X-Count-Per-Page', 'X-Current-Page', 'X-Total-Pages', 'X-Total-Count']));
    }
  });
});
