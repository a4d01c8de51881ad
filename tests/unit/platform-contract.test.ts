import {describe, expect, it} from 'vitest';
import {oneLine, quotedSentence} from './one-line';
import {errorExamples, loadOpenApi, type ApiOperation} from '../../src/api/openapi';
import {knownValues} from '../../src/api/samples';
import {
  breakoutRegions,
  connectivityStates,
  dataLimitExtensionStacking,
  dataStreamStatuses,
  deletedInLists,
  eventRatText,
  eventRats,
  eventTypes,
  moSmsStatuses,
  mtSmsStatuses,
  newPolicyTechnologies,
  policyChangeTimings,
  quotaActions,
  quotaFields,
  quotaPolicyFlags,
  quotaRefusedStatus,
  smsQuotaThrottleRefusal,
  connectivityResetRepeat,
  idempotencyKeys,
  limits,
  retryPolicy,
  webhookDeliveries,
  imeiLock,
  simStates,
  simStatusUpdate,
  smsText,
  smppReceipts,
  ssoRequiredCode,
  overduePayment,
  repeatedDeleteAnswer,
  repeatedDeleteAnswers,
  ruleTextString,
  streamCsvColumns,
  streamTestRecord,
} from '../../src/platform';
import {readFileSync} from 'node:fs';
import {
  getNamedType,
  parse as parseGraphql,
  visit as visitGraphql,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  type GraphQLInterfaceType,
  type GraphQLInputObjectType,
  type GraphQLObjectType,
} from 'graphql';
import {loadGraphqlSchema} from '../../src/api/graphql';
import {loadDocs, locationOf} from './docs';

/**
 * The API contract (api/openapi.yaml) against the platform's rules in
 * src/platform: its enums hold exactly the module's values, its examples use
 * only the module's status pairs, and the answers a rule promises are declared.
 * A failure names the rule and where in the document it disagrees.
 */

const {document, operations, webhooks} = await loadOpenApi();

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every object in the document with its JSON path, examples included; the resolved document may share nodes. */
function objectsOf(root: unknown): {path: string; value: Json}[] {
  const found: {path: string; value: Json}[] = [];
  const seen = new Set<unknown>();
  const visit = (node: unknown, path: string) => {
    if (typeof node !== 'object' || node === null || seen.has(node)) return;
    seen.add(node);
    if (isObject(node)) found.push({path, value: node});
    for (const [key, child] of Object.entries(node)) visit(child, `${path}/${key}`);
  };
  visit(root, '#');
  return found;
}

const everyObject = objectsOf(document);

const schema = (name: string): Json => {
  const found = (document.components?.schemas as Json | undefined)?.[name];
  if (!isObject(found)) throw new Error(`api/openapi.yaml has no schema ${name}`);
  return found;
};
/** A property of a schema, following a dotted path through nested objects. */
const property = (schemaName: string, dotted: string): Json | undefined =>
  dotted
    .split('.')
    .reduce<Json | undefined>(
      (node, key) => (isObject(node?.properties) ? (node.properties[key] as Json | undefined) : undefined),
      schema(schemaName),
    );
const enumOf = (schemaName: string, dotted: string): unknown[] => {
  const values = knownValues(property(schemaName, dotted) ?? {})?.values;
  if (!Array.isArray(values))
    throw new Error(`${schemaName}.${dotted} has no enum or x-extensible-enum in api/openapi.yaml`);
  return values;
};
const operation = (operationId: string): ApiOperation => {
  const found = operations.find((candidate) => candidate.operationId === operationId);
  if (!found) throw new Error(`api/openapi.yaml has no operation ${operationId}`);
  return found;
};
const statusCodes = (operationId: string) =>
  operation(operationId).responses.map((response) => String(response.status));
const sorted = (values: readonly unknown[]) => [...values].map(String).sort();

describe('SMS statuses (src/platform/sms.ts)', () => {
  /** Each SMS object of the document's examples: a `type` of MO or MT beside a `status` object. */
  const examples = everyObject.filter(
    ({value}) => (value.type === 'MO' || value.type === 'MT') && isObject(value.status) && 'payload' in value,
  );

  it('the document has SMS examples to check', () => {
    expect(examples.length).toBeGreaterThanOrEqual(3);
  });

  it.each([
    ['MT', mtSmsStatuses],
    ['MO', moSmsStatuses],
  ] as const)('every %s example has an id and description pair of the module', (direction, statuses) => {
    const known = statuses.map((status) => `${status.id} ${status.description}`);
    const findings = examples
      .filter(({value}) => value.type === direction)
      .map(({path, value}) => ({path, pair: `${(value.status as Json).id} ${(value.status as Json).description}`}))
      .filter(({pair}) => !known.includes(pair))
      .map(({path, pair}) => `${path}: ${direction} status "${pair}" is not one of ${known.join(', ')}`);
    expect(findings, findings.join('\n')).toEqual([]);
  });

  it('an id means the same description for MT and MO', () => {
    for (const mo of moSmsStatuses) {
      const mt = mtSmsStatuses.find((status) => status.id === mo.id);
      expect(mt?.description, `MO status ${mo.id}`).toBe(mo.description);
    }
  });

  it('a text too long for one SMS is refused with the status the module gives', () => {
    expect(statusCodes('sendSms')).toContain(String(smsText.tooLongStatus));
  });

  it('sendSms says text outside GSM-7 is sent as UCS-2 rather than refused', () => {
    const {description} = operation('sendSms');
    expect(description, 'sendSms description').toMatch(/outside GSM-7/);
    expect(description, 'sendSms description').not.toMatch(/outside GSM-7[^.]*(refused|rejected)/i);
  });
});

describe('sending SMS to an unreachable device (src/platform/sms.ts)', () => {
  it('sendSms buffers the message rather than requiring an attached device', () => {
    const {description} = operation('sendSms');
    expect(description, 'sendSms description').toMatch(/\bBUFFERED\b/);
    expect(description, 'sendSms description').not.toMatch(/must be attached/i);
  });
});

describe('API sign-in (src/platform/signIn.ts)', () => {
  const authenticate = (document.paths?.['/api/v1/authenticate'] as Json | undefined)?.post as Json | undefined;
  const unauthorized = (authenticate?.responses as Json | undefined)?.['401'] as Json | undefined;

  it('authenticate never tells a client to resend a refused application token, and sends an SSO user to a token', () => {
    const description = oneLine(unauthorized?.description);
    expect(description).not.toMatch(/Authenticate again with the application token/);
    // Which credential a refused refresh falls back to is signIn.ts refusedRefreshFallback (api-openapi.test.ts).
    expect(description).toMatch(/After a refused refresh token, authenticate once with the credential the session/);
    expect(description).toMatch(/`sso_required` uses a personal API token/);
  });

  it('authenticate says a password gets no second factor and is refused for single sign-on users', () => {
    expect(authenticate?.description, 'authenticate description').toMatch(/no second factor/);
    expect(authenticate?.description, 'authenticate description').toContain(`\`${ssoRequiredCode}\``);
    expect(unauthorized?.description, 'authenticate 401 description').toContain(`\`${ssoRequiredCode}\``);
  });
});

describe('connectivity states (src/platform/states.ts)', () => {
  const status = property('Connectivity', 'status');

  it('Connectivity.status holds exactly the API ids and descriptions of the module', () => {
    expect(sorted(enumOf('Connectivity', 'status.id'))).toEqual(sorted(connectivityStates.map((state) => state.apiId)));
    expect(sorted(enumOf('Connectivity', 'status.description'))).toEqual(
      sorted(connectivityStates.map((state) => state.apiDescription)),
    );
  });

  it("Connectivity.status's description pairs each id with its value and names its Portal label", () => {
    const description = oneLine(status?.description);
    for (const state of connectivityStates) {
      expect(description).toContain(`${state.apiId} ${state.apiDescription}`);
      expect(description).toContain(state.name);
    }
  });

  it('the GraphQL ConnectivityState enum holds the same values', () => {
    const values = loadGraphqlSchema().getType('ConnectivityState')?.toConfig() as
      {values?: Record<string, unknown>} | undefined;
    expect(sorted(Object.keys(values?.values ?? {}))).toEqual(
      sorted(connectivityStates.map((state) => state.apiDescription)),
    );
  });
});

describe('Deleted records in lists (src/platform/states.ts deletedInLists)', () => {
  const queryField = (name: string) => String(loadGraphqlSchema().getQueryType()?.getFields()[name]?.description);

  it.each([
    ['devices', 'listEndpoints', 'endpoints'],
    ['sims', 'listSims', 'sims'],
  ] as const)('the %s lists of both APIs say what deletedInLists says', (list, restList, graphqlList) => {
    expect(oneLine(operation(restList).description)).toContain(quotedSentence(deletedInLists[list]));
    expect(oneLine(queryField(graphqlList))).toContain(quotedSentence(deletedInLists[list]));
  });
});

describe('GraphQL page sizes (src/platform/limits.ts)', () => {
  it('every list argument `first` defaults to limits.graphql.defaultPageSize, and the schema caps it at maxPageSize', () => {
    const graphql = loadGraphqlSchema();
    const firsts = Object.values(graphql.getTypeMap())
      .filter((type): type is GraphQLObjectType | GraphQLInterfaceType => isObjectType(type) || isInterfaceType(type))
      .flatMap((type) =>
        Object.values(type.getFields()).flatMap((field) =>
          field.args.filter((arg) => arg.name === 'first').map((arg) => ({at: `${type.name}.${field.name}`, arg})),
        ),
      );
    expect(firsts.length).toBeGreaterThan(0);
    for (const {at, arg} of firsts)
      expect(arg.defaultValue, `${at}(first) in api/schema.graphql`).toBe(limits.graphql.defaultPageSize);
    expect(graphql.description).toContain(`\`first\` (capped at ${limits.graphql.maxPageSize})`);
  });

  it('PageInfo.endCursor gives the cursor lifetime of limits.graphql.cursorMinHours', () => {
    const pageInfo = loadGraphqlSchema().getType('PageInfo') as GraphQLObjectType;
    expect(oneLine(String(pageInfo.getFields().endCursor.description))).toContain(
      `accepted for at least ${limits.graphql.cursorMinHours} hours after the page that returned it`,
    );
  });
});

describe('REST page sizes (src/platform/limits.ts restPaging)', () => {
  it('the PerPage parameter defaults to defaultPerPage and states the cap maxPerPage', () => {
    const perPage = (document.components?.parameters as Json | undefined)?.PerPage as Json | undefined;
    const {defaultPerPage, maxPerPage} = limits.restPaging;
    expect((perPage?.schema as Json | undefined)?.default, 'PerPage.schema.default in api/openapi.yaml').toBe(
      defaultPerPage,
    );
    const description = oneLine(perPage?.description);
    expect(description, 'PerPage.description in api/openapi.yaml').toContain(`1 to ${maxPerPage}.`);
    expect(description, 'PerPage.description in api/openapi.yaml').toContain(`caps it at ${maxPerPage}.`);
  });
});

describe('data limit extensions (src/platform/events.ts)', () => {
  const addsUp = 'in the same month adds its volume to the current one';

  it('createTrafficLimitExtension says a further grant adds to the extension, as dataLimitExtensionStacking does', () => {
    expect(dataLimitExtensionStacking).toContain(addsUp);
    expect(dataLimitExtensionStacking).toContain('Idempotency-Key');
    const description = oneLine(operation('createTrafficLimitExtension').description);
    expect(description).toContain(addsUp);
    expect(description).toContain('Idempotency-Key');
    expect(String(property('TrafficLimitExtension', 'volume')?.description)).toMatch(/total/);
  });
});

describe('radio technology names of events (src/platform/events.ts eventRats)', () => {
  const named = (detail: unknown) =>
    isObject(detail) ? [detail.rat, detail.previous_rat].filter((value) => value !== undefined) : [];

  it('the detail of the Event schema says what eventRatText says, and each RatType id it maps to exists', () => {
    expect(oneLine(String(property('Event', 'detail')?.description))).toContain(oneLine(eventRatText));
    const ratTypes = oneLine(String(schema('RatType').description));
    for (const id of eventRats.flatMap((rat) => rat.ratTypeIds)) expect(ratTypes).toContain(`\`${id}\``);
  });

  it('every example event of the modules and the contract names one of eventRats', () => {
    const examples = [
      ...eventTypes.map((type) => ({path: `events.ts type ${type.id}`, value: type.detail as unknown})),
      ...everyObject.filter(({path}) => path.endsWith('/detail')),
    ];
    const wrong = examples.flatMap(({path, value}) =>
      named(value)
        .filter((rat) => !eventRats.some(({name}) => name === rat))
        .map((rat) => `${path}: ${String(rat)}`),
    );
    expect(examples.filter(({value}) => named(value).length > 0).length).toBeGreaterThan(4);
    expect(wrong).toEqual([]);
  });
});

describe('the stream test records (src/platform/streams.ts)', () => {
  it('the events test record is event type 0 in the contract and the module alike, left out by a filter, and no real event type is 0', () => {
    const typeId = oneLine(property('EventType', 'id')?.description);
    for (const [where, text] of [
      ['EventType.id', typeId],
      ['streamTestRecord.events', streamTestRecord.events],
    ] as const) {
      expect(text, where).toMatch(/type 0, `Test record`/i);
      expect(text, where).toContain('severity 0 Info, source 2 API');
      expect(text, where).toContain('A stream consumer drops it by leaving out `event_type.id` 0');
    }
    expect(eventTypes.map((type) => type.id)).not.toContain(0);
  });

  it('the usage test record is traffic type 0 in the contract and the module alike, left out by a filter', () => {
    const usageRecord = (document.components?.schemas as Json).UsageRecord as Json;
    const trafficTypeId = ((usageRecord.properties as Json).traffic_type as Json).properties as Json;
    const id = trafficTypeId.id as Json;
    expect(id['x-extensible-enum']).toContain(0);
    for (const [where, text] of [
      ['UsageRecord.traffic_type.id', oneLine(String(id.description))],
      ['streamTestRecord.usage', streamTestRecord.usage],
    ] as const) {
      expect(text, where).toMatch(/type 0, `Test record`/i);
      expect(text, where).toContain('A stream consumer drops it by leaving out `traffic_type.id` 0');
    }
  });
});

describe('the CSV columns of cloud stream files (src/platform/streams.ts streamCsvColumns)', () => {
  /** A schema's fields as CSV columns: a nested object one column per subfield, joined with `_`; `detail` whole. */
  const columnsOf = (node: Json, prefix = ''): string[] =>
    Object.entries((node.properties ?? {}) as Json).flatMap(([name, child]) =>
      isObject(child) && isObject(child.properties) && name !== 'detail'
        ? columnsOf(child, `${prefix}${name}_`)
        : [`${prefix}${name}`],
    );

  it.each([
    ['usage', 'UsageRecord'],
    ['events', 'Event'],
  ] as const)(
    'follow the order of the contract’s %s record schema (%s), which Athena reads by position',
    (type, name) => {
      expect(streamCsvColumns[type]).toEqual(columnsOf(schema(name)));
    },
  );
});

describe('data-stream statuses (src/platform/streams.ts)', () => {
  it('DataStream.status holds exactly the API values of the module', () => {
    expect(sorted(enumOf('DataStream', 'status'))).toEqual(sorted(dataStreamStatuses.map((status) => status.apiValue)));
  });

  it('DataStreamUpdate.status holds exactly the values a client may set', () => {
    const settable = dataStreamStatuses.filter((status) => status.settable).map((status) => status.apiValue);
    expect(sorted(enumOf('DataStreamUpdate', 'status'))).toEqual(sorted(settable));
  });

  it('DataStream.status gives the Error trigger and the hold of src/platform/limits.ts', () => {
    const description = oneLine(property('DataStream', 'status')?.description);
    expect(description).toContain(`${limits.dataStreams.errorAfterMinutes} minutes`);
    expect(description).toContain(`${limits.retention.pausedStreamDays} days`);
    // The trigger is the oldest waiting record failing for that long, not a quiet spell of the stream.
    const trigger = `oldest waiting record has gone ${limits.dataStreams.errorAfterMinutes} minutes without the target accepting it`;
    expect(ruleTextString(dataStreamStatuses.find((entry) => entry.apiValue === 'failed')!.meaning)).toContain(trigger);
    expect(description).toContain(trigger);
  });

  it('DataStreamCreate has one request shape per target, each naming its own target', () => {
    const shapes = (schema('DataStreamCreate').oneOf ?? []) as Json[];
    expect(sorted(shapes.map((shape) => shape.title))).toEqual(sorted(enumOf('DataStream', 'target')));
    for (const shape of shapes) {
      const target = (shape.properties as Json).target as Json;
      expect(target.enum, `DataStreamCreate shape ${String(shape.title)}`).toEqual([shape.title]);
    }
  });
});

describe('quotas (src/platform/quotas.ts)', () => {
  it('action_on_exhaustion.id of QuotaSet holds exactly the action ids', () => {
    expect(sorted(enumOf('QuotaSet', 'action_on_exhaustion.id'))).toEqual(
      sorted(quotaActions.map((action) => action.id)),
    );
  });

  it('every action_on_exhaustion example pairs an id with its action name', () => {
    const findings = everyObject
      .filter(
        ({path, value}) =>
          path.endsWith('/action_on_exhaustion') && typeof value.id === 'number' && 'description' in value,
      )
      .filter(({value}) => quotaActions.find((action) => action.id === value.id)?.name !== value.description)
      .map(({path, value}) => `${path}: ${value.id} ${value.description}`);
    expect(findings, findings.join('\n')).toEqual([]);
  });

  it("QuotaSet's description of action_on_exhaustion names each id with its action", () => {
    const {description} = property('QuotaSet', 'action_on_exhaustion') ?? {};
    for (const action of quotaActions) expect(description).toContain(`${action.id} ${action.name}`);
  });

  it('the module names every throttle rate the API accepts', () => {
    const meaning = quotaFields.find((field) => field.field === 'peak_throughput')?.meaning ?? '';
    const named = [...meaning.matchAll(/\d{4,}/g)].map(([rate]) => Number(rate));
    expect(named).toEqual(enumOf('QuotaSet', 'peak_throughput'));
  });

  it('the Quota schema has every field the module explains', () => {
    const missing = quotaFields.map((field) => field.field).filter((field) => !property('Quota', field));
    expect(missing).toEqual([]);
  });

  it.each([
    ['setDataQuota', quotaPolicyFlags.data],
    ['setSmsQuota', quotaPolicyFlags.sms],
  ])('%s is refused with the status the module gives when %s is off', (operationId, flag) => {
    expect(statusCodes(operationId)).toContain(String(quotaRefusedStatus));
    expect(operation(operationId).description).toContain(flag);
    expect(operation(operationId).description).toContain(String(quotaRefusedStatus));
  });

  it('setSmsQuota refuses the Throttle action as smsQuotaThrottleRefusal says', () => {
    expect(oneLine(operation('setSmsQuota').description)).toContain(oneLine(smsQuotaThrottleRefusal));
    expect(quotaActions.find((action) => action.id === 2)?.kinds).toEqual(['data']);
  });

  it('service profiles carry both quota flags', () => {
    for (const flag of Object.values(quotaPolicyFlags)) {
      expect(property('ServiceProfileFields', flag), `ServiceProfileFields.${flag}`).toBeDefined();
    }
  });

  it.each(['deleteDataQuota', 'deleteSmsQuota'])(
    '%s does not say the device is then limited only by its service profile',
    (operationId) => {
      expect(operation(operationId).description).not.toMatch(/limited only by/i);
    },
  );
});

describe('IMEI lock (src/platform/states.ts)', () => {
  /** The Luhn check of 3GPP TS 23.003 6.2.1: double every second digit from the right, the check digit itself not. */
  const luhnValid = (digits: string) =>
    [...digits]
      .reverse()
      .map(Number)
      .map((digit, index) => (index % 2 === 1 ? (digit * 2 > 9 ? digit * 2 - 9 : digit * 2) : digit))
      .reduce((sum, digit) => sum + digit, 0) %
      10 ===
    0;

  it('Imei takes exactly 15 digits, as imeiLock.entered says, and refuses a 16-digit IMEISV', () => {
    expect(imeiLock.entered).toMatch(/15 digits.*Luhn check digit.*16-digit IMEISV[^.]*refused/);
    const pattern = new RegExp(String(schema('Imei').pattern));
    expect(pattern.test('490154203237518'), 'Imei.pattern').toBe(true);
    expect(pattern.test('4901542032375101'), 'Imei.pattern accepts an IMEISV').toBe(false);
    expect(String(schema('Imei').description)).toMatch(/Luhn check digit/);
  });

  it('every IMEI in an example of the contract ends in its Luhn check digit', () => {
    const findings = everyObject.flatMap(({path, value}) =>
      Object.entries(value)
        .filter(([key, imei]) => /imei$/.test(key) && typeof imei === 'string' && !luhnValid(imei))
        .map(([key, imei]) => `${path}/${key}: ${String(imei)}`),
    );
    expect(findings, findings.join('\n')).toEqual([]);
  });

  it('every imei_lock description binds at the registration, as imeiLock.bindsAt does, never at a data session', () => {
    expect(imeiLock.bindsAt[0]).toMatch(/^\*\*When:\*\* the SIM's next registration/);
    const descriptions = everyObject
      .filter(({value}) => isObject(value.imei_lock) && typeof value.imei_lock.description === 'string')
      .map(({path, value}) => ({path, description: String((value.imei_lock as Json).description)}));
    expect(descriptions.map(({description}) => description)).toContain(property('Endpoint', 'imei_lock')?.description);
    for (const {path, description} of descriptions) {
      expect(description, path).toMatch(/binds at the SIM's\s+next registration/);
      expect(description, path).not.toMatch(/(opens|first) (a )?data session/);
    }
  });
});

describe('SIM status (src/platform/states.ts)', () => {
  it('SimStatus.id and SimUpdate.status.id hold exactly the SIM state ids', () => {
    const ids = sorted(simStates.map((state) => state.id));
    expect(sorted(enumOf('SimStatus', 'id'))).toEqual(ids);
    expect(sorted(enumOf('SimUpdate', 'status.id'))).toEqual(ids);
  });

  it("SimStatus's description names each id with its state", () => {
    for (const state of simStates) expect(schema('SimStatus').description).toContain(`${state.id} ${state.name}`);
  });

  it('every SIM status example pairs an id with its state name', () => {
    const findings = everyObject
      .filter(({path, value}) => /\/sim(\/|$)|\/(Sim|SimList)\//.test(path) && isObject(value.status))
      .map(({path, value}) => ({path, status: value.status as Json}))
      .filter(({status}) => typeof status.id === 'number' && 'description' in status)
      .filter(({status}) => simStates.find((state) => state.id === status.id)?.name !== status.description)
      .map(({path, status}) => `${path}: ${status.id} ${status.description}`);
    expect(findings, findings.join('\n')).toEqual([]);
  });

  it('updateSim answers an unlisted transition with 409 and a repeated status as a no-op', () => {
    expect(statusCodes('updateSim')).toContain(String(simStatusUpdate.unlistedTransitionCode));
    expect(statusCodes('updateSim')).toContain(String(simStatusUpdate.sameStatusCode));
    expect(statusCodes('updateSim')).toContain(String(simStatusUpdate.changedCode));
    expect(operation('updateSim').description).toMatch(/no-op|already has/i);
    // One success answer, as every PATCH of the contract: a repeat must not get a status of its own.
    const successes = statusCodes('updateSim').filter((status) => status.startsWith('2'));
    expect(successes).toEqual([...new Set([simStatusUpdate.changedCode, simStatusUpdate.sameStatusCode].map(String))]);
    expect(operation('updateSim').description).toContain(`no-op: \`${simStatusUpdate.sameStatusCode}\``);
  });

  it('the GraphQL updateSimStatus input says a repeated status is a no-op, as REST does', () => {
    const input = loadGraphqlSchema().getType('UpdateSimStatusInput');
    const status = isInputObjectType(input) ? input.getFields().status : undefined;
    expect(status?.description, 'UpdateSimStatusInput.status in api/schema.graphql').toContain(
      simStatusUpdate.sameStatus,
    );
  });
});

describe('breakout regions (src/platform/policies.ts)', () => {
  const named = breakoutRegions.flatMap((region) => [
    {id: region.id, name: region.name},
    {id: region.openVpn.id, name: region.openVpn.name},
  ]);

  it('every breakout_region example names a region of the module by its id', () => {
    const findings = everyObject
      .filter(({path, value}) => path.endsWith('/breakout_region') && 'name' in value)
      .filter(({value}) => named.find((region) => region.id === value.id)?.name !== value.name)
      .map(({path, value}) => `${path}: ${value.id} ${value.name}`);
    expect(findings, findings.join('\n')).toEqual([]);
  });

  it('every region code in an example event is a region of the module', () => {
    const codes = breakoutRegions.map((region) => region.code) as string[];
    const findings = everyObject
      .filter(({path}) => path.endsWith('/detail'))
      .flatMap(({path, value}) =>
        [value.breakout_region, value.region]
          .filter((code): code is string => typeof code === 'string' && !codes.includes(code))
          .map((code) => `${path}: region "${code}"`),
      );
    expect(findings, findings.join('\n')).toEqual([]);
  });
});

describe('when a policy change applies (src/platform/policies.ts)', () => {
  /** How each timing of the module reads in an operation's description. */
  const wording = {'At once': /\bat once\b/, 'From the next data session': /\bnext data session\b/};
  const timing = (kind: string) => policyChangeTimings.find((candidate) => candidate.kind === kind)!.applies;

  it.each([
    ['updateServiceProfile', ['Takes something away', 'Changes how data flows', 'Anything else']],
    ['addServiceProfileService', ['Anything else']],
    ['removeServiceProfileService', ['Takes something away']],
    ['updateTariffProfile', ['Takes something away', 'Anything else']],
  ])('%s describes the timing of each change it can make', (operationId, kinds) => {
    const {description} = operation(operationId);
    for (const kind of kinds) expect(description, `${operationId}: ${kind}`).toMatch(wording[timing(kind)]);
    if (!kinds.includes('Changes how data flows')) expect(description).not.toMatch(/\bnext (?:data )?session\b/);
  });
});

describe('technology flags of a new service policy (src/platform/policies.ts newPolicyTechnologies)', () => {
  it.each(Object.entries(newPolicyTechnologies.flagDefaults))(
    'ServiceProfileFields.%s states the default %s for a flag the request leaves out',
    (flag, allowed) => {
      const {description} = property('ServiceProfileFields', flag) ?? {};
      expect(description, `api/openapi.yaml ServiceProfileFields.${flag}`).toContain(
        `unless the request sets \`${!allowed}\``,
      );
    },
  );
});

describe('retries and idempotency keys (src/platform/retries.ts)', () => {
  const info = document.info!.description ?? '';

  it('the Idempotency section states how long keys are kept, the answers to a reused or busy key, and what is not stored', () => {
    expect(info).toContain(`kept for ${idempotencyKeys.retentionHours} hours`);
    const space = String.raw`\s+`;
    expect(info).toMatch(
      new RegExp(
        `\`${idempotencyKeys.reusedWithOtherRequestStatus}\`${space}with${space}the${space}code${space}\`idempotency_key_reused\``,
      ),
    );
    expect(info).toMatch(
      new RegExp(
        `\`${idempotencyKeys.inFlightStatus}\`${space}with${space}the${space}code${space}\`${retryPolicy.retryConflictCode}\``,
      ),
    );
    // retries.ts notStoredStatuses, as the contract lists them.
    const notStored = idempotencyKeys.notStoredStatuses.split(/, | and /).map((status) => `\`${status}\``);
    expect(oneLine(info)).toContain(
      `A ${notStored.slice(0, -1).join(', ')} or ${notStored.at(-1)} answer is not stored`,
    );
  });

  it('the info section and the Idempotency-Key parameter give a keyed retry after a gateway 502 or 504 the stored answer (retries.ts notStoredAnswerMeaning)', () => {
    const parameter = (document.components?.parameters as Json | undefined)?.IdempotencyKey as Json | undefined;
    const texts = {info, 'components.parameters.IdempotencyKey': String(parameter?.description ?? '')};
    for (const [where, text] of Object.entries(texts)) {
      const prose = oneLine(text);
      expect(prose, `api/openapi.yaml ${where}`).toMatch(
        /`502` or `504`[^.]*\bgets (?:the|that) stored (?:first )?answer/,
      );
      expect(prose, `api/openapi.yaml ${where}`).not.toMatch(/`5xx`[^.]*\bafter one runs the request again/);
      expect(prose, `api/openapi.yaml ${where}`).toContain('another method, path or body');
    }
  });

  it('the contract advises a retry of a 500 exactly when the policy retries it, and a 429 carries Retry-After', () => {
    const responses = (document.components?.responses ?? {}) as Record<string, {description?: string}>;
    const advisesRetry = /Retry with exponential backoff/.test(responses.InternalError?.description ?? '');
    expect(advisesRetry, 'InternalError in api/openapi.yaml').toBe(retryPolicy.retryStatuses.includes(500));
    expect(responses.TooManyRequests?.description).toMatch(/Retry-After/);
  });

  it('every GraphQL mutation is either repeatable or keyed, and each keyed one takes an idempotencyKey', () => {
    const graphql = loadGraphqlSchema();
    const mutations = Object.values(graphql.getMutationType()?.getFields() ?? {});
    const {graphqlRepeatableMutations: repeatable, graphqlKeyedMutations: keyed} = retryPolicy;
    expect(mutations.map((mutation) => mutation.name).sort(), 'retries.ts against api/schema.graphql').toEqual(
      [...repeatable, ...keyed].sort(),
    );
    for (const mutation of mutations) {
      const input = getNamedType(mutation.args.find((arg) => arg.name === 'input')?.type);
      const takesKey = isInputObjectType(input) && 'idempotencyKey' in input.getFields();
      expect(takesKey, `${mutation.name} in api/schema.graphql`).toBe(keyed.includes(mutation.name));
    }
  });
});

describe('webhook deliveries (src/platform/webhooks.ts)', () => {
  it.each(webhookDeliveries.map((delivery) => [delivery.kind, delivery] as const))(
    '%s: the webhook in api/openapi.yaml states its timeout and retry window',
    (_kind, delivery) => {
      const webhook = webhooks.find((candidate) => candidate.operationId === delivery.operationId);
      const description = oneLine(webhook?.description);
      expect(description, `webhook ${delivery.operationId}`).toContain(`${delivery.responseSeconds} seconds`);
      expect(description, `webhook ${delivery.operationId}`).toContain(delivery.retryWindow);
    },
  );
});

describe('SMS reachability (src/platform/states.ts, sms.ts)', () => {
  it('sendSms leaves the causes of FAILED to their home, sms.ts rendered at /services/sms#delivery-status', () => {
    const description = oneLine(operation('sendSms').description);
    expect(description).toContain('](/services/sms#delivery-status)');
    // A second copy of the list drifts from mtSmsStatuses (it once lacked the end of a trial).
    const silent = simStates.filter((state) => !state.works.smsMt).map((state) => state.name);
    for (const state of silent) expect(description, `sendSms restates the SIM state ${state}`).not.toContain(state);
    expect(description).not.toMatch(/not Activated|NB-IoT|trial/);
  });
});

describe('each operation lists only the errors it can give', () => {
  const idempotencyCodes = new Set([retryPolicy.retryConflictCode, 'idempotency_key_reused']);

  it.each(operations.map((candidate) => [candidate.operationId, candidate] as const))(
    '%s shows an Idempotency-Key error only if it takes the key',
    (_id, candidate) => {
      const takesKey = candidate.parameters.some((parameter) => parameter.name === 'Idempotency-Key');
      const keyErrors = errorExamples([candidate]).filter(({code}) => idempotencyCodes.has(code));
      if (takesKey) expect(keyErrors.map(({code}) => code).sort()).toEqual([...idempotencyCodes].sort());
      else expect(keyErrors, `${candidate.operationId} in api/openapi.yaml`).toEqual([]);
    },
  );

  it('a status conflict is answered only by updateSim and updateDataStream (a stream stopped after its hold), a policy in use or the default only by deleteServiceProfile, and the overdue hold by the calls billing.ts names', () => {
    const answering = (code: string) => [
      ...new Set(
        errorExamples(operations)
          .filter((example) => example.code === code)
          .map((example) => example.operation.operationId),
      ),
    ];
    expect(answering('invalid_status_transition').sort()).toEqual(['updateDataStream', 'updateSim']);
    expect(answering('service_profile_in_use')).toEqual(['deleteServiceProfile']);
    expect(answering('service_profile_is_default')).toEqual(['deleteServiceProfile']);
    // billing.ts overduePayment.apiAnswer names every call the hold refuses, by method and path.
    const held = answering('payment_overdue');
    expect(held.sort()).toEqual(['createEndpoint', 'updateEndpoint', 'updateSim']);
    for (const operation of operations.filter((candidate) => held.includes(candidate.operationId)))
      expect(overduePayment.apiAnswer, operation.operationId).toContain(
        `${operation.method.toUpperCase()} ${operation.path}`,
      );
  });
});

describe('repeating a DELETE (src/platform/retries.ts)', () => {
  const deletes = operations.filter((operation) => operation.method === 'DELETE');

  it('repeatedDeleteAnswers names every DELETE of the contract, and no other operation', () => {
    expect(deletes.map((operation) => operation.operationId).sort()).toEqual(Object.keys(repeatedDeleteAnswers).sort());
  });

  it.each(deletes.map((operation) => [operation.operationId, operation] as const))(
    '%s says what a repeat answers, as repeatedDeleteAnswers gives it',
    (operationId, operation) => {
      const answer = repeatedDeleteAnswers[operationId as keyof typeof repeatedDeleteAnswers];
      const description = oneLine(operation.description);
      const repeat = description
        .split(/(?<=\.)\s+/)
        .find((sentence) =>
          /\b(?:a repeat|a second \w+|repeating the call|deleting a device that is already Deleted)\b/i.test(sentence),
        );
      expect(repeat, `${operationId}: no sentence on a repeat`).toBeDefined();
      expect(repeat, operationId).toContain(answer === '204' ? '`204`' : '`404`');
      if (answer !== '204') {
        expect(description, operationId).toContain(`\`${answer}\``);
        const notFound = operation.responses.find((response) => response.status === '404');
        const codes = Object.values(notFound?.body?.examples ?? {}).map((example) => (example as Json).code);
        expect(codes, `${operationId}: the 404 examples`).toContain(answer);
      }
    },
  );

  it("the rule's home sentence names each answer of the table", () => {
    for (const answer of new Set(Object.values(repeatedDeleteAnswers)))
      expect(repeatedDeleteAnswer).toContain(`\`${answer}\``);
  });
});

describe('SMS length and polling (src/platform/limits.ts, sms.ts)', () => {
  it('the SMS sender rule of the REST pattern and both descriptions is limits.sms.sender*', () => {
    const {senderMaxDigits: digits, senderMaxAlphanumeric: characters} = limits.sms;
    const sourceAddress = property('SmsSend', 'source_address') as Json;
    expect(sourceAddress.pattern).toBe(String.raw`^(\+?\d{1,${digits}}|[A-Za-z0-9 ]{1,${characters}})$`);
    const rule = `up to ${digits} digits with an optional leading \`+\`, or 1 to ${characters} letters, digits and spaces`;
    expect(oneLine(String(sourceAddress.description)), 'SmsSend.source_address').toContain(rule);
    const input = loadGraphqlSchema().getType('SendSmsInput') as GraphQLInputObjectType;
    expect(oneLine(String(input.getFields().sourceAddress.description)), 'SendSmsInput.sourceAddress').toContain(rule);
  });

  // GSM-7 length is counted in septets: an extension-table character takes two (3GPP TS 23.038 6.2.1.1).
  const gsm7Length = new RegExp(String.raw`${limits.sms.gsm7Characters}\s+GSM-7\s+(\w+)`, 'g');

  it('every GSM-7 length in the REST contract and the GraphQL schema is counted in septets', () => {
    const texts = {
      'api/openapi.yaml': readFileSync('api/openapi.yaml', 'utf8'),
      'api/schema.graphql': readFileSync('api/schema.graphql', 'utf8'),
    };
    for (const [file, text] of Object.entries(texts)) {
      const units = [...text.matchAll(gsm7Length)].map((match) => match[1]);
      expect(units.length, file).toBeGreaterThan(0);
      expect(
        units.filter((unit) => unit !== 'septets'),
        file,
      ).toEqual([]);
    }
  });

  it('no page counts the GSM-7 length in characters (an extension-table character takes two septets)', () => {
    const inCharacters = new RegExp(
      String.raw`(?:${limits.sms.gsm7Characters}|\{limits\.sms\.gsm7Characters\})\s+GSM[- ]7\s+characters`,
      'g',
    );
    const found = loadDocs().flatMap((doc) =>
      [...doc.body.matchAll(inCharacters)].map((match) => `${locationOf(doc, match.index)}: say "septets"`),
    );
    expect(found).toEqual([]);
  });

  it('no page counts the UCS-2 length in characters (an emoji takes two UTF-16 code units)', () => {
    const inCharacters = new RegExp(
      String.raw`(?:\b${limits.sms.ucs2Characters}|\{limits\.sms\.ucs2Characters\})\s+(?:UCS-2\s+)?characters\b`,
      'g',
    );
    const found = loadDocs().flatMap((doc) =>
      [...doc.body.matchAll(inCharacters)].map((match) => `${locationOf(doc, match.index)}: say "UTF-16 code units"`),
    );
    expect(found).toEqual([]);
  });

  it('no code sample sets an SMS length limit to a literal number: it takes the value from limits.sms', () => {
    const lengths = [limits.sms.gsm7Characters, limits.sms.ucs2Characters].join('|');
    // An assignment to a limit-like name whose value holds a literal SMS length, as `limit = gsm7 ? 160 : 70`.
    const literalLimit = new RegExp(String.raw`\b\w*(?:limit|septets|units)\w*\s*=[^=\n]*\b(?:${lengths})\b`, 'gi');
    const found = loadDocs().flatMap((doc) =>
      [...doc.body.matchAll(literalLimit)].map((match) => `${locationOf(doc, match.index)}: use \${limits.sms.…}`),
    );
    expect(found).toEqual([]);
  });

  it('getSms names every final MT status as the point to stop polling', () => {
    const description = operation('getSms').description;
    const finals = description.match(/final status, ([A-Z,\sor]+)\./)?.[1] ?? '';
    expect(sorted(finals.split(/,\s*|\s+or\s+/).filter(Boolean))).toEqual(sorted(smppReceipts.map((r) => r.status)));
  });

  it('the FAILED causes that sendSms links to count the end of a trial', () => {
    expect(ruleTextString(mtSmsStatuses.find((status) => status.description === 'FAILED')!.meaning)).toMatch(
      /trial has ended/,
    );
  });
});

describe('PATCH operations that are actions (src/platform/retries.ts)', () => {
  const internalError = (document.components?.responses as Record<string, {description?: string}>).InternalError;

  it.each(retryPolicy.actionPatches.map((id) => [id]))(
    '%s is a PATCH, and the contract names it as the exception to repeating a PATCH',
    (operationId) => {
      expect(operation(operationId).method).toBe('PATCH');
      expect(document.info!.description, 'info.description').toContain(`\`${operationId}\``);
      expect(internalError?.description, 'InternalError').toContain(`\`${operationId}\``);
      expect(oneLine(operation(operationId).description)).toMatch(
        /each call cancels the registration the device holds then/,
      );
    },
  );

  it('the contract says when to repeat a connectivity reset in the words of retries.ts, and /sdks/retries renders them', () => {
    const responses = document.components?.responses as Record<string, {description?: string}>;
    const operationText = oneLine(operation('resetEndpointConnectivity').description);
    expect(
      operationText,
      'api/openapi.yaml resetEndpointConnectivity.description must carry connectivityResetRepeat (src/platform/connectivityReset.ts) word for word, after its first paragraph: paste the module text there when either changes',
    ).toContain(oneLine(connectivityResetRepeat));
    // The info section points to the operation instead of stating the rule a second time.
    expect(document.info!.description, 'api/openapi.yaml info.description').toContain(
      'Repeat a connectivity reset only as `resetEndpointConnectivity` says.',
    );
    for (const name of ['InternalError', 'Unavailable']) {
      const text = oneLine(responses[name]?.description);
      expect(text, `api/openapi.yaml components.responses.${name}`).toMatch(
        /`resetEndpointConnectivity`[^.]*its description says when to repeat it/,
      );
    }
    const page = loadDocs().find((doc) => doc.file === 'sdks/retries.mdx');
    // The page renders every part of the rule, the proof as numbered steps, and links the per-node detail to its home,
    // so it says or links all that the contract says.
    for (const rendered of [
      '<InlineText text={connectivityResetRule.withoutRead} />',
      '<InlineText text={connectivityResetRule.whatItDoes} />',
      '](/portal/connected-devices#reset-connectivity)',
      '<InlineText text={connectivityResetRule.event} />',
      '<InlineTextList items={connectivityResetRule.proofSteps} ordered />',
    ]) {
      expect(page?.body, 'docs/sdks/retries.mdx').toContain(rendered);
    }
  });

  it('the retry loop on /sdks/retries knows every action PATCH by its path, and no other PATCH', () => {
    const page = loadDocs().find((doc) => doc.file === 'sdks/retries.mdx');
    const source = /ACTION_PATCH_PATHS = re\.compile\(r"([^"]+)"\)/.exec(page?.body ?? '')?.[1];
    expect(source, 'docs/sdks/retries.mdx has no ACTION_PATCH_PATHS = re.compile(r"…")').toBeDefined();
    // The page writes the Python regex inside a template literal, which doubles each backslash.
    const pattern = new RegExp(source!.replace(/\\\\/g, '\\'));
    const matched = operations
      .filter(
        (candidate) => candidate.method === 'PATCH' && pattern.test(candidate.path.replace(/\{[^}]+\}/g, '20451')),
      )
      .map((candidate) => candidate.operationId);
    expect(sorted(matched), `docs/sdks/retries.mdx: ACTION_PATCH_PATHS ${source}`).toEqual(
      sorted(retryPolicy.actionPatches),
    );
  });
});

describe('bulk data-stream deliveries (src/platform/limits.ts)', () => {
  it('DataStream.bulk states the collection window and the largest batch of the module', () => {
    const description = String(property('DataStream', 'bulk')?.description ?? '');
    expect(description).toMatch(new RegExp(String.raw`at most ${limits.dataStreams.bulkWindowSeconds}\s+seconds`));
    expect(description).toMatch(new RegExp(String.raw`up to ${limits.dataStreams.bulkMaxRecords} records`));
  });
});

describe('event ids in contract prose (src/platform/events.ts)', () => {
  /** Every description of both documents with where it is, so a finding names the place to fix. */
  const openApiTexts = everyObject
    .filter(({value}) => typeof value.description === 'string')
    .map(({path, value}) => ({where: `api/openapi.yaml ${path}`, text: value.description as string}));
  const graphqlTexts: {where: string; text: string}[] = [];
  visitGraphql(parseGraphql(readFileSync('api/schema.graphql', 'utf8')), {
    enter(node) {
      if ('description' in node && node.description && 'name' in node && node.name)
        graphqlTexts.push({where: `api/schema.graphql ${node.name.value}`, text: node.description.value});
    },
  });
  /** "event 11", "event (50, …)", "event 19 Quota used up or 21 …": the ids that follow the word. */
  const mention = /\bevents? \(?(\d+)((?:[^.;:()]*?(?:,| or| and) \d+)*)/gi;

  it('the contract names events to check', () => {
    const texts = [...openApiTexts, ...graphqlTexts].map(({text}) => text).join(' ');
    expect(texts.match(mention)?.length ?? 0).toBeGreaterThanOrEqual(5);
  });

  it('every event id in a description is a type of events.ts, named in the same sentence', () => {
    const findings: string[] = [];
    for (const {where, text} of [...openApiTexts, ...graphqlTexts]) {
      for (const sentence of oneLine(text).split(/(?<=\.)\s+/)) {
        for (const match of sentence.matchAll(mention)) {
          const ids = [match[1], ...[...(match[2] ?? '').matchAll(/\d+/g)].map((found) => found[0])].map(Number);
          for (const id of ids) {
            const type = eventTypes.find((candidate) => candidate.id === id);
            if (!type) findings.push(`${where}: event ${id} is not an event type of src/platform/events.ts`);
            else if (!sentence.toLowerCase().includes(type.name.toLowerCase()))
              findings.push(
                `${where}: event ${id} is "${type.name}" in src/platform/events.ts; name it in the sentence "${sentence}"`,
              );
          }
        }
      }
    }
    expect(findings, findings.join('\n')).toEqual([]);
  });

  it('every "Event name (id)" in a description pairs the name with its own id', () => {
    const findings: string[] = [];
    for (const {where, text} of [...openApiTexts, ...graphqlTexts]) {
      const flat = oneLine(text);
      for (const type of eventTypes)
        for (const match of flat.matchAll(new RegExp(`${type.name} \\((\\d+)\\)`, 'gi')))
          if (Number(match[1]) !== type.id)
            findings.push(`${where}: "${match[0]}" but ${type.name} is event ${type.id} in src/platform/events.ts`);
    }
    expect(findings, findings.join('\n')).toEqual([]);
  });
});
