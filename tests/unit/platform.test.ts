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
  connectivityStates,
  deviceStates,
  deviceTransitions,
  eventTypes,
  examplePayload,
  permissions,
  rolesWith,
  roles,
  severities,
  simStates,
  simTransitions,
  sources,
} from '../../src/platform';

const duplicates = (values: readonly unknown[]) => values.filter((value, index) => values.indexOf(value) !== index);

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

  it('give the Owner every permission', () => {
    for (const [id, permission] of Object.entries(permissions)) {
      expect(permission.roles as readonly string[], id).toContain('Owner');
    }
  });
});

describe('states', () => {
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

describe('block causes', () => {
  it('name existing events', () => {
    const eventIds = eventTypes.map((type) => type.id) as number[];
    for (const block of blockCauses) {
      for (const id of block.eventIds) expect(eventIds, block.cause).toContain(id);
    }
  });

  it('leave a device without registration nothing else', () => {
    for (const block of blockCauses.filter((cause) => cause.registration === 'refused')) {
      expect([block.data, block.sms], block.cause).toEqual(['No', 'No']);
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
});
