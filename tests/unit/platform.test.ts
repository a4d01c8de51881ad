import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {describe, expect, it} from 'vitest';
import {loadOpenApi} from '../../src/api/openapi';
import {
  automationActions,
  automationConditions,
  automationOutcomes,
  automationStatuses,
  automationTriggers,
  blockCauses,
  breakoutRegions,
  connectivityStates,
  csvSelectableSimActions,
  dataStreamStatuses,
  defaultBreakoutRegion,
  isOpenVpnLoginName,
  limits,
  moSmsStatuses,
  mtSmsStatuses,
  planFeatures,
  planNames,
  policyChangeTimings,
  policyWithoutData,
  quotaActions,
  quotaAutoRefill,
  quotaFields,
  quotaSituations,
  quotaStatuses,
  releasableSimStates,
  simOwnershipRules,
  simSelectionActionRule,
  singleSignOn,
  deviceStates,
  deviceTransitions,
  eventTypes,
  eventType,
  examplePayload,
  registrationRefusals,
  registrationRejectedReasons,
  permissions,
  personalTokenEnds,
  rolesWith,
  roles,
  severities,
  simStates,
  simTransitions,
  smsAttachRule,
  smsInterfaceWebhook,
  smsRadioAccess,
  sources,
  streamWorkspaceOfEvent,
  tokenCreatorChanges,
  trialEnd,
  webhookDeliveries,
  workspaceRules,
  ruleTextString,
  workspaceScopes,
} from '../../src/platform';

const duplicates = (values: readonly unknown[]) => values.filter((value, index) => values.indexOf(value) !== index);

describe('workspaces', () => {
  it('give billing details and invoices to each workspace, and the contract to the organisation', () => {
    const scopeOf = (word: string) => workspaceScopes.find((scope) => scope.item.startsWith(word))?.scope;
    expect(scopeOf('Billing details')).toBe('workspace');
    expect(scopeOf('Invoices')).toBe('workspace');
    expect(scopeOf('Subscription plan, contract and price model')).toBe('organisation');
    expect(duplicates(workspaceScopes.map((scope) => scope.item))).toEqual([]);
  });

  it('keep a single sign-on creator in a new workspace only as the mapping allows, and link that rule to its home on /sso', () => {
    const create = workspaceRules.find((row) => row.action === 'Create a workspace');
    // The rule's home is /sso, which renders singleSignOn.creatorMembership; the create rule links there.
    expect([create?.rule].flat().join(' ')).toContain('](/sso#which-workspaces-a-user-gets)');
    expect(singleSignOn.creatorMembership).toMatch(/only while a mapping row grants them a role there/);
  });
});

describe('roles', () => {
  it('have unique names', () => {
    expect(duplicates(roles.map((role) => role.name))).toEqual([]);
  });

  it('grant every permission only to roles that exist, and to at least one', () => {
    const names = roles.map((role) => role.name) as string[];
    for (const [id, permission] of Object.entries(permissions)) {
      expect(permission.roles.length, id).toBeGreaterThan(0);
      for (const role of permission.roles) expect(names, `${id}: role "${role}"`).toContain(role);
    }
  });

  it('leave data allowances and price models to sales: no Portal permission changes them', () => {
    for (const [id, permission] of Object.entries(permissions)) {
      expect(permission.task, id).not.toMatch(/allowance|price model/i);
    }
  });

  it('give the Owner every permission', () => {
    for (const [id, permission] of Object.entries(permissions)) {
      expect(permission.roles as readonly string[], id).toContain('Owner');
    }
  });

  it("name every Owner-only task in the Administrator's summary, which lists what an Administrator cannot do", () => {
    // The phrase the summary uses for each permission an Owner holds and an Administrator does not.
    const summaryPhrase: Record<string, string> = {
      changeSubscription: 'change the plan',
      managePayment: 'manage payment',
      requestDataExport: 'request data exports',
      changeDataRetention: 'set SMS retention',
      acceptLinkRequest: 'accept link requests',
      transferOwnership: 'transfer ownership',
    };
    const ownerOnly = Object.entries(permissions)
      .filter(([, permission]) => !(permission.roles as readonly string[]).includes('Administrator'))
      .map(([id]) => id);
    expect(ownerOnly.sort()).toEqual(Object.keys(summaryPhrase).sort());
    const summary = roles.find((role) => role.name === 'Administrator')?.summary ?? '';
    for (const [id, phrase] of Object.entries(summaryPhrase)) expect(summary, id).toContain(phrase);
  });
});

describe('states', () => {
  it('grey out a selection action for an assigned SIM on release and transfer, and offer a CSV selection only its actions', () => {
    expect(simSelectionActionRule).toMatch(
      /for \*\*Release SIMs\*\* and \*\*Transfer to workspace\*\*, because it is still assigned to a device/,
    );
    expect(csvSelectableSimActions as readonly string[]).toContain('Release SIMs');
    expect(csvSelectableSimActions as readonly string[]).not.toContain('Transfer to workspace');
    expect(simSelectionActionRule).toMatch(/for the actions a file selection takes, with \*\*Upload CSV\*\*/);
  });

  for (const [kind, states] of [
    ['SIM', simStates],
    ['device', deviceStates],
  ] as const) {
    it(`${kind} states have unique ids and names`, () => {
      expect(duplicates(states.map((state) => state.id))).toEqual([]);
      expect(duplicates(states.map((state) => state.name))).toEqual([]);
    });
  }

  it('connectivity states have unique names', () => {
    expect(duplicates(connectivityStates.map((state) => state.name))).toEqual([]);
  });

  for (const [kind, states, transitions] of [
    ['SIM', simStates, simTransitions],
    ['device', deviceStates, deviceTransitions],
  ] as const) {
    const names = states.map((state) => state.name) as string[];
    const eventIds = eventTypes.map((type) => type.id) as number[];

    it(`${kind} transitions go between existing states and create existing events`, () => {
      for (const transition of transitions) {
        const label = `${transition.from} -> ${transition.to}`;
        if (transition.from !== null) expect(names, label).toContain(transition.from);
        expect(names, label).toContain(transition.to);
        expect(eventIds, label).toContain(transition.eventId);
      }
      const pairs = transitions.map((transition) => `${transition.from} -> ${transition.to}`);
      expect(duplicates(pairs)).toEqual([]);
    });

    it(`every ${kind} state is reachable from a new ${kind}`, () => {
      const reached = new Set<string>();
      let frontier: (string | null)[] = [null];
      while (frontier.length > 0) {
        const next = transitions
          .filter((transition) => frontier.includes(transition.from) && !reached.has(transition.to))
          .map((transition) => transition.to as string);
        next.forEach((name) => reached.add(name));
        frontier = next;
      }
      expect([...reached].sort()).toEqual([...names].sort());
    });
  }

  it('no SIM transition leads back to Issued', () => {
    expect(simTransitions.filter((transition) => transition.to === 'Issued' && transition.from !== null)).toEqual([]);
  });

  it('no state without registration allows data or SMS', () => {
    for (const state of [...simStates, ...deviceStates, ...connectivityStates]) {
      if (state.works !== 'by cause' && !state.works.registration) {
        expect(state.works, state.name).toEqual({registration: false, data: false, smsMo: false, smsMt: false});
      }
    }
  });
});

describe('policy changes that take data away', () => {
  it('close a 2G/3G PDP context with SM cause 36 when data is turned off and 8 for a limit, and keep the LTE bearer', () => {
    const takesAway = policyChangeTimings.find((timing) => timing.kind === 'Takes something away');
    const text = [takesAway?.openSession ?? []].flat().join(' ');
    expect(text).toContain('SM cause 36, regular deactivation, when data is removed or turned off');
    expect(text).toContain('SM cause 8 when a data limit or data quota block starts');
    expect(text).toContain('3GPP TS 24.008 6.1.3.4.2');
    expect(text).toMatch(/keeps the default EPS bearer/);
  });
});

describe('block causes', () => {
  it('name existing events', () => {
    const eventIds = eventTypes.map((type) => type.id) as number[];
    for (const block of blockCauses) {
      for (const id of block.eventIds) expect(eventIds, block.cause).toContain(id);
    }
  });

  it('fire Registration rejected (15) only for a network, country or technology refusal', () => {
    const rejected = ruleTextString(eventTypes.find((type) => type.id === 15)!.firesWhen);
    const namingIt = blockCauses.filter((block) => (block.eventIds as readonly number[]).includes(15));
    expect(namingIt.map((block) => block.cause)).toEqual([expect.stringMatching(/coverage policy/)]);
    // Disabled, Suspended, Issued and Deleted are refused without event 15 (their own events, or none).
    expect(rejected).toMatch(/Disabled device or Suspended SIM is refused without this event/);
    expect(rejected).not.toMatch(/SIM is not Activated|or the device is Disabled\./);
  });

  it('lift a data-limit block in event 12 the same four ways as blockCauses (a limit raised above the use this month, a move to a policy above the use, an extension, a new month), which event 11 names and leaves to 12', () => {
    const limitBlock = blockCauses.find((block) => (block.eventIds as readonly number[]).includes(11))!;
    const blocked = ruleTextString(eventTypes.find((type) => type.id === 11)!.firesWhen);
    // Event 12's cell is one sentence; the ways out are the meanings of its `detail.reason` values.
    const unblockedType = eventTypes.find((type) => type.id === 12)!;
    const unblocked = [
      ruleTextString(unblockedType.firesWhen),
      ...('detailValues' in unblockedType ? unblockedType.detailValues.values.map(({meaning}) => meaning) : []),
    ].join(' ');
    const waysOut = [
      /limit (?:is|was) raised (?:\(in the service policy, to )?above (?:the device's|its) use this month/,
      /policy whose limit is above its use/,
      /data limit extension|extended/,
      /month/,
    ];
    for (const wayOut of waysOut) {
      expect(ruleTextString(limitBlock.data), 'states.ts blockCauses').toMatch(wayOut);
      expect(unblocked, 'events.ts event 12').toMatch(wayOut);
    }
    // Event 11 names the four ways in short and sends the reader to event 12's values for each in full.
    expect(blocked, 'events.ts event 11').toMatch(
      /four ways: a raised limit, a move to another policy, .*data limit extension.*, or a new month\. Event 12's `detail.reason` values give each in full/,
    );
    expect(blocked, 'events.ts event 11').not.toMatch(/rest of the month/);
  });

  it('leave a device without registration nothing else', () => {
    for (const block of blockCauses.filter((cause) => cause.registration === 'refused')) {
      expect([block.data, block.sms], block.cause).toEqual(['No.', 'No.']);
    }
  });

  it('end an MT SMS FAILED, not BUFFERED, for every refusal of registration that links its page', () => {
    const failed = ruleTextString(mtSmsStatuses.find((status) => status.description === 'FAILED')!.meaning);
    for (const block of blockCauses.filter((cause) => cause.registration === 'refused')) {
      for (const [link] of block.cause.matchAll(/\]\([^)]+\)/g))
        expect(failed, `sms.ts FAILED: ${block.cause}`).toContain(link);
    }
  });
});

describe('automations', () => {
  it('name their triggers, conditions, actions, statuses and outcomes once each', () => {
    for (const names of [
      automationTriggers.map((trigger) => trigger.name),
      automationConditions.map((condition) => condition.condition),
      automationActions.map((action) => action.name),
      automationStatuses.map((status) => status.name),
      automationOutcomes.map((outcome) => outcome.name),
    ]) {
      expect(duplicates(names)).toEqual([]);
    }
  });

  it('do only what every role that may edit them may do by hand', () => {
    const editors = rolesWith('editAutomations');
    const escalations = automationActions.flatMap((action) => {
      const lacking = editors.filter((role) => !rolesWith(action.actsAs).includes(role));
      return lacking.length === 0
        ? []
        : [`${action.name} acts as ${action.actsAs}, which ${lacking.join(', ')} may not do by hand`];
    });
    expect(escalations).toEqual([]);
  });
});

describe('event types', () => {
  it('have unique ids and names', () => {
    expect(duplicates(eventTypes.map((type) => type.id))).toEqual([]);
    expect(duplicates(eventTypes.map((type) => type.name.toLowerCase()))).toEqual([]);
  });

  it('have a known severity and source', () => {
    const severityIds = severities.map((severity) => severity.id) as number[];
    const sourceIds = sources.map((source) => source.id) as number[];
    for (const type of eventTypes) {
      expect(severityIds, `event ${type.id}`).toContain(type.severity);
      expect(sourceIds, `event ${type.id}`).toContain(type.source);
    }
  });

  it("have the source whose meaning cites them, and every OpenVPN login is cited under its source (the index's source table)", () => {
    const cited = sources.flatMap((source) =>
      [...source.meaning.matchAll(/\(([\d, ]+)\)/g)].flatMap(([, ids]) =>
        ids.split(', ').map((id) => ({id: Number(id), source: source.id})),
      ),
    );
    const wrong = cited
      .filter(({id, source}) => eventTypes.find((type) => type.id === id)?.source !== source)
      .map(({id, source}) => `sources[${source}].meaning cites event ${id}, which has another source or none`);
    // "Signalling from mobile networks" once hid that a source 0 filter also returns VPN logins.
    const notCited = eventTypes
      .filter((type) => /OpenVPN/.test(type.name) && !cited.some(({id}) => id === type.id))
      .map((type) => `event ${type.id} (${type.name}) is not cited in sources[${type.source}].meaning`);
    expect([...wrong, ...notCited]).toEqual([]);
  });

  it('are Critical when the platform stops a service by itself or a quota or limit ends, so one severity filter finds them', () => {
    const policyControl = sources.find((source) => source.name === 'Policy Control')!.id;
    const stoppedByPlatform = blockCauses
      .flatMap((cause) => cause.eventIds)
      .filter((id) => eventTypes.find((type) => type.id === id)?.source === policyControl);
    const endOfQuotaOrLimit = eventTypes
      .filter((type) => /used up|expired|limit reached/i.test(type.name))
      .map((type) => type.id);
    for (const id of new Set([...stoppedByPlatform, ...endOfQuotaOrLimit])) {
      expect(eventTypes.find((type) => type.id === id)?.severity, `event ${id}`).toBe(2);
    }
  });

  it('route each user event to the events streams by exactly one rule, event 67 to the workspace switched into only', () => {
    const idsIn = (text: string) => [...text.matchAll(/\b\d+\b/g)].map((match) => Number(match[0]));
    const byRule = {
      user: idsIn(/\(([^)]*)\)/.exec(streamWorkspaceOfEvent.user)?.[1] ?? ''),
      workspaceSwitch: idsIn(/^Event (\d+)/.exec(streamWorkspaceOfEvent.workspaceSwitch)?.[1] ?? ''),
    };
    for (const type of eventTypes.filter((candidate) => candidate.subject === 'user')) {
      const rules = Object.entries(byRule).filter(([, ids]) => ids.includes(type.id));
      const ruleNames = rules.map(([rule]) => rule);
      expect(ruleNames, `event ${type.id}`).toHaveLength(1);
    }
    expect(byRule.workspaceSwitch).toEqual([67]);
    expect(ruleTextString(eventTypes.find((type) => type.id === 67)!.firesWhen)).toMatch(
      /only the workspace switched into/,
    );
  });

  it('record a user event in the workspaces whose events streams receive it', () => {
    expect(streamWorkspaceOfEvent.user).toMatch(/recorded in the event log of every workspace the user is a member of/);
    const recorded = eventTypes.filter(
      (type) => type.subject === 'user' && /\brecorded\b/.test(ruleTextString(type.firesWhen)),
    );
    for (const type of recorded) {
      const streamedTo =
        type.id === 67 ? /only the workspace switched into/ : /every workspace the user is a member of/;
      expect(ruleTextString(type.firesWhen), `event ${type.id}`).toMatch(streamedTo);
    }
  });

  it('cover the whole catalogue a reader can receive', () => {
    expect(eventTypes.length).toBeGreaterThanOrEqual(45);
    const names = eventTypes.map((type) => type.name);
    for (const name of ['Purge location', 'Endpoint offline', 'Quota expired', 'Support access granted']) {
      expect(names).toContain(name);
    }
  });
});

/** The Event schema of api/openapi.yaml with its local $refs resolved. */
describe('event example payloads', async () => {
  const ajv = new Ajv2020({strict: false, allErrors: true});
  addFormats(ajv);
  const {document} = await loadOpenApi();
  const validate = ajv.compile(document.components!.schemas!.Event as object);

  it.each(eventTypes.map((type) => [type.id, type] as const))(
    'event %i validates against the OpenAPI Event schema',
    (_id, type) => {
      const payload = examplePayload(type);
      expect(validate(payload), ajv.errorsText(validate.errors)).toBe(true);
    },
  );

  it("names event 15's reasons with the causes of registrationRefusals, and its example uses one", () => {
    const refusalCauses = registrationRefusals.flatMap((refusal) => refusal.causes.map(({cause}) => cause));
    for (const {cause} of registrationRejectedReasons) expect(refusalCauses).toContain(cause);
    expect(registrationRejectedReasons.map(({reason}) => reason)).toContain(
      (eventType(15).detail as {reason?: string}).reason,
    );
  });

  it('names one person in the user and the detail.username of a user event', () => {
    const userEvents = eventTypes.filter((type) => type.subject === 'user' && 'username' in type.detail);
    expect(userEvents.length).toBeGreaterThan(3);
    for (const type of userEvents) {
      const payload = examplePayload(type) as {user: {username: string}; detail: {username: string}};
      expect(payload.user.username, `event ${type.id}`).toBe(payload.detail.username);
    }
  });

  it("shows the device's IMEI after a change in the example's endpoint, as detail.imei gives it", () => {
    const changes = eventTypes.filter((type) => 'previous_imei' in type.detail);
    expect(changes.map((type) => type.id)).toEqual([35]);
    for (const type of changes) {
      const payload = examplePayload(type) as {endpoint: {imei: string}; detail: {imei: string}};
      expect(payload.endpoint.imei, `event ${type.id}`).toBe(payload.detail.imei);
    }
  });

  it('shows no device in the example of an event that fires only while the SIM has none', () => {
    const withoutDevice = eventTypes.filter((type) => 'withoutDevice' in type && type.withoutDevice);
    expect(withoutDevice.map((type) => type.id)).toEqual([48, 50, 51]);
    for (const type of withoutDevice) {
      expect(examplePayload(type), `event ${type.id}`).not.toHaveProperty('endpoint');
      expect(examplePayload(type), `event ${type.id}`).toHaveProperty('sim');
    }
    expect(examplePayload(eventType(10))).toHaveProperty('endpoint');
  });
});

describe('plans', () => {
  it('give a higher plan everything a lower one has', () => {
    for (const feature of planFeatures) {
      const lowest = Math.min(...feature.includedIn.map((plan) => planNames.indexOf(plan)));
      expect([...feature.includedIn], feature.feature).toEqual(planNames.slice(lowest));
    }
  });
});

describe('quotas', () => {
  it('name existing events', () => {
    const eventIds = eventTypes.map((type) => type.id) as number[];
    for (const situation of quotaSituations) {
      for (const id of situation.eventIds) expect(eventIds, situation.situation).toContain(id);
    }
  });

  it('throttle data only', () => {
    expect(
      quotaActions.filter((action) => (action.kinds as readonly string[]).includes('SMS')).map((action) => action.name),
    ).toEqual(['Block']);
  });

  it('let auto_refill keep the service going, so the action on exhaustion is its alternative', () => {
    const refilled = quotaSituations.find((situation) => situation.situation.includes('auto_refill'));
    expect(refilled?.data).toMatch(/^Goes on/);
    expect(refilled?.sms).toMatch(/^Goes on/);
    expect(quotaAutoRefill[0]).toMatch(/action on exhaustion never applies/);
    expect(quotaFields.map((field) => field.field)).toContain('auto_refill');
  });

  it('number the quota statuses as the API does, the one a request sets first', () => {
    expect(quotaStatuses.map((status) => `${status.id} ${status.description}`)).toEqual([
      '1 ACTIVE',
      '2 EXHAUSTED',
      '3 EXPIRED',
    ]);
  });

  it('say in the expiry event what the Expired situation says: data stops and the device is Blocked, Throttle or not', () => {
    const expired = quotaSituations.find((situation) => situation.situation === 'Expired');
    const [dataEventId] = expired?.eventIds ?? [];
    const firesWhen = eventTypes.find((type) => type.id === dataEventId)?.firesWhen ?? '';
    expect(expired?.data).toMatch(/^Stopped, device Blocked/);
    expect(firesWhen, `events.ts event ${dataEventId}`).toMatch(/data stops\b.*\bBlocked\b/);
    expect(firesWhen, `events.ts event ${dataEventId}`).not.toMatch(
      /as if it were used up|throttled data|keeps? data/i,
    );
    expect(quotaActions.find((action) => action.name === 'Throttle')?.effect).toMatch(/then data stops/);
  });

  it('name the same data events for a Blocked device in blockCauses as in quotaSituations', () => {
    const dataEvents = [18, 19, 22, 24];
    const dataEventsOf = (ids: readonly number[]) => ids.filter((id) => dataEvents.includes(id));
    const fromSituations = quotaSituations
      .filter((situation) => situation.data.includes('device Blocked'))
      .map((situation) => dataEventsOf(situation.eventIds).join(','));
    const fromCauses = blockCauses
      .filter((cause) => /data quota/i.test(cause.cause))
      .flatMap((cause) => (cause.eventIds.length === 0 ? [''] : cause.eventIds.map(String)));
    expect(new Set(fromCauses)).toEqual(new Set(fromSituations));
  });

  it('never make a device Blocked for an SMS quota', () => {
    const smsQuotaEvents = [20, 21, 23, 25];
    expect(blockCauses.filter((cause) => cause.eventIds.some((id) => smsQuotaEvents.includes(id)))).toEqual([]);
    for (const situation of quotaSituations) expect(situation.sms, situation.situation).not.toMatch(/device Blocked/);
  });
});

describe('service policies and breakout regions', () => {
  it("give the platform's side of Cloud Connect a private ASN that no cloud's gateway takes by default", () => {
    const {platformBgpAsn} = limits.cloudConnect;
    // RFC 6996 16-bit private range; AWS virtual private and transit gateways default to 64512, Azure VPN Gateway to 65515.
    expect(platformBgpAsn).toBeGreaterThanOrEqual(64512);
    expect(platformBgpAsn).toBeLessThanOrEqual(65534);
    expect([64512, 65515]).not.toContain(platformBgpAsn);
  });

  it('show a device without data as a connectivity state that has registration and SMS but no data', () => {
    const state = connectivityStates.find((candidate) => candidate.name === policyWithoutData.connectivity);
    expect(state?.works).toEqual({registration: true, data: false, smsMo: 'by attach', smsMt: 'by attach'});
  });

  it('fire no Create PDP context for a device without data, which stays in its own state', () => {
    const createPdpContext = ruleTextString(eventTypes.find((type) => type.id === 3)!.firesWhen);
    expect(createPdpContext, 'events.ts event 3').toMatch(
      new RegExp(`service policy without data.*no type 3 fires.*stays ${policyWithoutData.connectivity}`),
    );
  });

  it('keep the default EPS bearer when data is taken away, and detach only for a coverage block (TS 24.301 6.5.2)', () => {
    const takesAway = ruleTextString(
      policyChangeTimings.find((timing) => timing.kind === 'Takes something away')!.openSession,
    );
    expect(takesAway).toMatch(/LTE[^.]*keeps the default EPS bearer/);
    expect(takesAway).toMatch(
      /A block of the network or radio technology the device is registered on, a rate zone left out of the coverage policy, or a tariff change that drops its current network \(below\) ends the registration; nothing else in this row does/,
    );
    expect(takesAway).not.toMatch(/ends the device's open data session/);
    expect(policyWithoutData.summary).toMatch(/default bearer exists but carries no traffic/);
  });

  it('let a policy without data carry SMS only where the registration carries SMS', () => {
    expect(policyWithoutData.summary).toMatch(/SMS works as the policy allows wherever the registration carries SMS/);
    // The attach rule itself is stated once, in sms.ts smsAttachRule; the summary links it instead of restating it.
    expect(policyWithoutData.summary).toContain(
      '([which attach carries SMS](/services/sms#radio-technology-and-attach))',
    );
    expect(policyWithoutData.summary).not.toMatch(/combined attach|circuit-switched/);
    expect(ruleTextString(smsAttachRule.rule)).toContain(
      `On ${smsRadioAccess.notOn} the platform carries no SMS at all`,
    );
    expect(ruleTextString(smsAttachRule.rule)).toMatch(/only after a combined attach/);
  });

  it('give every region and OpenVPN variant its own id, and default to a region that exists', () => {
    const ids = breakoutRegions.flatMap((region) => [region.id, region.openVpn.id]);
    expect(duplicates(ids)).toEqual([]);
    expect(breakoutRegions.map((region) => region.name) as string[]).toContain(defaultBreakoutRegion);
  });

  it('name in example events only region codes that exist', () => {
    const codes = breakoutRegions.map((region) => region.code) as string[];
    for (const type of eventTypes) {
      const detail = type.detail as {breakout_region?: string; region?: string};
      for (const code of [detail.breakout_region, detail.region].filter(Boolean)) {
        expect(codes, `event ${type.id}`).toContain(code);
      }
    }
  });
});

describe('SMS and data-stream statuses', () => {
  it.each([
    ['MT', mtSmsStatuses],
    ['MO', moSmsStatuses],
  ] as const)('%s statuses have unique ids, descriptions and Portal labels', (_direction, statuses) => {
    expect(duplicates(statuses.map((status) => status.id))).toEqual([]);
    expect(duplicates(statuses.map((status) => status.description))).toEqual([]);
    expect(duplicates(statuses.map((status) => status.portalLabel))).toEqual([]);
  });

  it('fail an MO SMS only after the webhook SMS interface has used up its retries, and keep it readable', () => {
    const failed = ruleTextString(moSmsStatuses.find((status) => status.description === 'FAILED')!.meaning);
    expect(failed).toContain(`${smsInterfaceWebhook.responseSeconds} s`);
    expect(failed).toContain(`${smsInterfaceWebhook.retries} [retries]`);
    expect(failed).toMatch(/Portal's SMS history and the API's SMS list/);
  });

  it('fail an MO SMS over SMPP without a retry of its own (only the move to the next open bind) when no receiving bind is open or the client refuses it', () => {
    const failed = ruleTextString(moSmsStatuses.find((status) => status.description === 'FAILED')!.meaning);
    expect(failed).toMatch(
      /With SMPP: SMPP has no retry of its own;.* no bind that receives .* non-zero `command_status`/,
    );
  });

  it('leave SMS in a registered connectivity state to the attach, never a plain yes (sms.ts smsAttachRule)', () => {
    // A plain "Yes" once told an NB-IoT device that shows Online that it receives SMS.
    for (const state of connectivityStates) {
      if (state.works === 'by cause' || !state.works.registration) continue;
      expect([state.works.smsMo, state.works.smsMt], state.name).toEqual(['by attach', 'by attach']);
    }
    const rule = ruleTextString(smsAttachRule.rule);
    expect(rule).toMatch(/\bcombined attach\b/);
    expect(rule).toMatch(/\bEPS services only\b/);
    expect(rule).toContain(smsRadioAccess.notOn);
    // The table cell stays short and sends the reader to the rule.
    expect(smsAttachRule.cell).toBe('Depends on the attach');
    expect(smsAttachRule.cellLink).toMatch(/^\[[^\]]+\]\(\/services\/sms#radio-technology-and-attach\)$/);
  });

  it('fail an MT SMS for the end of a trial, which states.ts says refuses SMS in both directions', () => {
    const failed = ruleTextString(mtSmsStatuses.find((status) => status.description === 'FAILED')!.meaning);
    expect(trialEnd.sms).toMatch(/^No\b.*ends FAILED/);
    expect(failed).toContain(
      "the organisation's trial has ended ([when the trial ends](/quickstart/trial#when-the-trial-ends))",
    );
  });

  it('take the SMS-interface webhook retries from one home, limits.sms, for the SMS statuses and the webhook table', () => {
    const webhook = webhookDeliveries.find((delivery) => delivery.operationId === 'receiveSms');
    expect(smsInterfaceWebhook).toEqual({
      responseSeconds: limits.sms.webhookResponseSeconds,
      retries: limits.sms.webhookRetries,
      retryWithinMinutes: limits.sms.webhookRetryMinutes,
    });
    expect(webhook?.responseSeconds).toBe(limits.sms.webhookResponseSeconds);
    expect(webhook?.retries).toBe(
      `${limits.sms.webhookRetries} more times within about ${limits.sms.webhookRetryMinutes} minutes of the first call.`,
    );
  });

  it('data-stream statuses have unique API values and Portal labels', () => {
    expect(duplicates(dataStreamStatuses.map((status) => status.apiValue))).toEqual([]);
    expect(duplicates(dataStreamStatuses.map((status) => status.portalLabel))).toEqual([]);
  });
});

describe('sign-in', () => {
  it('OpenVPN logins in example events are an organisation id or an email address', () => {
    for (const type of eventTypes.filter((candidate) => candidate.name.startsWith('OpenVPN'))) {
      const {username} = type.detail as {username?: string};
      expect(username !== undefined && isOpenVpnLoginName(username), `event ${type.id}: "${username}"`).toBe(true);
    }
  });
});

describe('SIM ownership', () => {
  it('registers a SIM into the state a new SIM starts in, with the event of that transition', () => {
    const start = simTransitions.find((transition) => transition.from === null);
    for (const rule of simOwnershipRules.filter((candidate) => candidate.action.startsWith('Register'))) {
      expect([rule.stateAfter, rule.eventId], rule.action).toEqual([start?.to, start?.eventId]);
    }
  });

  it('releases only from states a SIM can reach, and names existing events', () => {
    const names = simStates.map((state) => state.name) as string[];
    for (const state of releasableSimStates) expect(names).toContain(state);
    const eventIds = eventTypes.map((type) => type.id) as number[];
    for (const rule of simOwnershipRules)
      if (rule.eventId !== null) expect(eventIds, rule.action).toContain(rule.eventId);
  });

  it('leave automations no action that changes a SIM state', () => {
    expect(automationActions.filter((action) => (action.actsAs as string) === 'changeSimState')).toEqual([]);
  });
});

describe('automations and quotas agree', () => {
  it('the quota trigger fires at every used-up event, as auto_refill 1 produces them', () => {
    const quotaTrigger = automationTriggers.find((trigger) => trigger.name === 'Quota threshold');
    expect(ruleTextString(quotaAutoRefill)).toMatch(/used-up event still fires each time/);
    expect(quotaTrigger?.firesWhen).toMatch(/auto_refill/);
    expect(quotaTrigger?.firesWhen).not.toMatch(/once per quota/);
  });
});

describe('personal API tokens', () => {
  /** A module sentence that ends someone's personal API tokens. */
  const endsPersonalTokens =
    /\bpersonal API tokens\b[^.]*\b(?:deleted|revoked|end)\b|\b(?:revokes|deletes)\b[^.]*\bpersonal API tokens\b/;
  /** The page section that explains each such rule; personalTokenEnds links every one of them. */
  const sectionOf: Record<string, string> = {
    'Close a workspace': '/workspaces/create#close-a-workspace',
    'Removed from the workspace': '/workspaces/manage-users#remove-access',
    Deactivated: '/portal/org/employees#deactivate-a-user',
    'Unlink a workspace': '/workspaces/link#what-unlinking-does',
  };

  it('end by every rule of the modules that ends them, each a row of personalTokenEnds linking its section', () => {
    const rules = [
      ...workspaceRules.map((rule) => [rule.action, ruleTextString(rule.rule)] as const),
      ...tokenCreatorChanges.map((change) => [change.change, ruleTextString(change.effect)] as const),
    ].filter(([, text]) => endsPersonalTokens.test(text));
    const rows = personalTokenEnds.map((end) => end.event).join('\n');
    const missing = rules
      .map(([name]) => name)
      .filter((name) => !(name in sectionOf) || !rows.includes(`](${sectionOf[name]})`));
    expect(missing, 'add a row to signIn.ts personalTokenEnds and its section to sectionOf').toEqual([]);
    expect(rules.map(([name]) => name).sort()).toEqual(Object.keys(sectionOf).sort());
  });
});
