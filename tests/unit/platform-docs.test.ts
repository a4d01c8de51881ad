import {describe, expect, it} from 'vitest';
import {eventTypes, limits, roles, severities, stateNames} from '../../src/platform';
import {docLines, tables as tablesOf, withTrees} from './mdx-tree';
import {loadDocs, type DocFile} from './docs';

/**
 * Prose over every page against src/platform: role, state and event names that
 * pages mention must exist there, and a limit quoted as a number must equal the
 * module's value. Each finding names the file and line, like a compiler error.
 */

/** Each line of a page's prose, numbered as in the file. */
const proseLines = (doc: DocFile) => docLines(doc).map(({where, prose}) => ({where, text: prose}));

const docs = withTrees(loadDocs());
const lines = docs.flatMap(proseLines);

const sentencesOf = (text: string) => text.split(/(?<=[.!?;])\s+(?=[A-Z*`])/);
const stripMarkup = (text: string) => text.replace(/\*\*|`/g, '').trim();
/** "Owner, Administrator or Developer" -> the three names. */
const splitList = (text: string) =>
  stripMarkup(text)
    .split(/,\s*|\s+(?:or|and)\s+/)
    .map((name) => name.replace(/^the\s+/i, '').trim())
    .filter(Boolean);

/** GFM tables of the pages: header cells and body rows, each row with the line it is on. */
const tables = () => docs.flatMap(tablesOf).map(({rows: [header, ...rows]}) => ({header: header.cells, rows}));

const roleNames: string[] = roles.map((role) => role.name);
/** Words other products use for roles, that a page might wrongly give the Portal. */
const roleLikeWords = new Set([
  'User',
  'Users',
  'Admin',
  'Viewer',
  'Editor',
  'Member',
  'Operator',
  'Manager',
  'Guest',
  'Reader',
  'Finance',
]);
/** Sentences about another product's roles (cloud IAM, identity providers, help desks) are not about the Portal's. */
const otherProducts = /\b(Google|Microsoft|Entra|Azure|AWS|IAM|GCP|Pub\/Sub|Zendesk|Jira|Workspace admin)\b/;

describe('roles named in prose exist in src/platform/roles.ts', () => {
  it('"the X role", "X or Y role" and role columns of tables', () => {
    const findings: string[] = [];
    const check = (where: string, name: string) => {
      if (!roleNames.includes(name))
        findings.push(`${where}: role "${name}" does not exist (roles: ${roleNames.join(', ')})`);
    };
    const roleList = String.raw`(?:\*\*)?\b[A-Z][A-Za-z]+(?:\*\*)?(?:(?:,|\s+or|\s+and)\s+(?:the\s+)?(?:\*\*)?[A-Z][A-Za-z]+(?:\*\*)?)*`;
    const rolePhrases = [
      // "the Administrator or User role"
      new RegExp(String.raw`(${roleList})\s+roles?\b`, 'g'),
      // "a role that may edit devices (Administrator or User)", "a role such as Administrator or User"
      new RegExp(String.raw`\broles?\b[^.()]{0,80}?(?:\(|such as\s+)(${roleList})`, 'g'),
    ];
    for (const {where, text} of lines) {
      for (const sentence of sentencesOf(text)) {
        if (otherProducts.test(sentence)) continue;
        for (const match of rolePhrases.flatMap((phrase) => [...sentence.matchAll(phrase)])) {
          const names = splitList(match[1]);
          const isPortalRole = (name: string) =>
            names.some((other) => roleNames.includes(other)) ||
            match[1].includes(`**${name}**`) ||
            roleLikeWords.has(name);
          for (const name of names.filter(isPortalRole)) check(where, name);
        }
      }
    }
    for (const table of tables()) {
      const column = table.header.findIndex((cell) => /\brole\b/i.test(cell));
      const listsPortalRoles = table.rows.some((row) =>
        splitList(row.cells[column] ?? '').some((name) => roleNames.includes(name)),
      );
      if (column < 0 || !listsPortalRoles) continue;
      for (const row of table.rows) {
        for (const name of splitList(row.cells[column] ?? '')) check(row.where, name);
      }
    }
    expect(findings, findings.join('\n')).toEqual([]);
  });
});

describe('states named in prose exist in src/platform/states.ts', () => {
  it('"SIM status **X**", "a SIM in the X state", "an **X** SIM", "shows as **X**"', () => {
    const findings: string[] = [];
    const patterns = [
      /\b(?:SIM|device|endpoint)(?:'s)? (?:state|status)(?: is| of| to| changes to)?\s+\*\*([^*]+)\*\*/gi,
      /\b(?:SIM|device|endpoint)s? (?:in|to|is|are|becomes?|moves? to|stays?|remains?) (?:the )?(?:\*\*)?([A-Z][a-z]+(?: [A-Z][a-z]+)?)(?:\*\*)? (?:state|status)\b/g,
      /\b(?:an?|the|every|each) \*\*([A-Z][a-z]+(?: [A-Z][a-z]+)?)\*\* (?:SIM|device|endpoint)s?\b/g,
    ];
    /** "shows as **X**" names a state only in a sentence about a device or SIM. */
    const showsAs = /\b(?:connectivity(?: state)?(?: is| shows)?|shows? as|shown as) \*\*([^*]+)\*\*/gi;
    for (const {where, text} of lines) {
      for (const sentence of sentencesOf(text)) {
        const about = /\b(?:device|SIM|endpoint)s?\b/i.test(sentence) ? [...patterns, showsAs] : patterns;
        for (const match of about.flatMap((pattern) => [...sentence.matchAll(pattern)])) {
          for (const name of splitList(match[1])) {
            if (stateNames.includes(name)) continue;
            findings.push(`${where}: state "${name}" does not exist (states: ${[...new Set(stateNames)].join(', ')})`);
          }
        }
      }
    }
    expect(findings, findings.join('\n')).toEqual([]);
  });
});

const eventNames = new Map<number, string>(eventTypes.map((type) => [type.id, type.name]));
const eventIdOf = new Map<string, number>(eventTypes.map((type) => [type.name.toLowerCase(), type.id]));
const severityNames = new Set<string>(severities.map((severity) => severity.name));

describe('events named in prose exist in src/platform/events.ts', () => {
  it('event type ids, "N Name" and "Name (N)" pairs, "an X event" and event tables', () => {
    const findings: string[] = [];
    const unknownId = (where: string, id: number) =>
      findings.push(`${where}: event type ${id} does not exist (ids: ${[...eventNames.keys()].join(', ')})`);
    const checkPair = (where: string, id: number, name: string) => {
      const expected = eventNames.get(id);
      if (expected === undefined) unknownId(where, id);
      else if (expected.toLowerCase() !== stripMarkup(name).toLowerCase()) {
        findings.push(`${where}: event type ${id} is "${expected}", not "${stripMarkup(name)}"`);
      }
    };
    const idList = /\b(?:event types?|types?)\s+(\d+(?:(?:,\s*|,?\s+and\s+|\s+or\s+)\d+)*)/g;
    const catalogueNames = [...eventIdOf.keys()]
      .sort((a, b) => b.length - a.length)
      .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
    const idThenName = new RegExp(`\\b(\\d{1,3}),?\\s+\\**(${catalogueNames.join('|')})\\b`, 'gi');
    const nameThenId = new RegExp(`\\b(${catalogueNames.join('|')})\\**,?\\s+\\((?:type\\s+)?(\\d{1,3})\\)`, 'gi');
    const word = String.raw`(?!(?:an?|the|to|of|in|on|for|from|with|show|shows|and|or)\b)[A-Za-z-]+`;
    const articleThenEvent = new RegExp(
      String.raw`\b(?:an?|the)\s+\**([A-Z][A-Za-z]*(?:\s+${word}){0,4}?)\**\s+events?\b`,
      'g',
    );
    for (const {where, text} of lines) {
      for (const sentence of sentencesOf(text)) {
        // A catalogue name next to a number is specific enough to check anywhere, table rows included.
        for (const match of sentence.matchAll(idThenName)) checkPair(where, Number(match[1]), match[2]);
        for (const match of sentence.matchAll(nameThenId)) checkPair(where, Number(match[2]), match[1]);
        if (!/\bevents?\b/i.test(sentence)) continue;
        for (const match of sentence.matchAll(idList)) {
          for (const id of match[1].split(/\D+/).filter(Boolean).map(Number))
            if (!eventNames.has(id)) unknownId(where, id);
        }
        for (const match of sentence.matchAll(articleThenEvent)) {
          const name = match[1].toLowerCase();
          const isCatalogueLike = [...eventIdOf.keys()].some((known) => known.split(' ')[0] === name.split(' ')[0]);
          if (isCatalogueLike && !eventIdOf.has(name) && !severityNames.has(match[1])) {
            findings.push(`${where}: "${match[1]}" is not an event type name`);
          }
        }
      }
    }
    for (const table of tables()) {
      const idColumn = table.header.findIndex((cell) => /^(event type id|event type|id|type id)$/i.test(cell));
      const nameColumn = table.header.findIndex((cell) => /^(event|type|event name|name)$/i.test(cell));
      const isEventTable = table.header.some((cell) => /event/i.test(cell));
      if (idColumn < 0 || nameColumn < 0 || !isEventTable) continue;
      for (const row of table.rows) {
        const id = Number(stripMarkup(row.cells[idColumn] ?? ''));
        if (Number.isInteger(id) && id > 0) checkPair(row.where, id, row.cells[nameColumn] ?? '');
      }
    }
    expect(findings, findings.join('\n')).toEqual([]);
  });
});

const numberWords: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  twelve: 12,
};
const numberIn = (text: string) => numberWords[text.toLowerCase()] ?? Number(text.replace(/[ ,]/g, ''));
const NUMBER = String.raw`(\d[\d,]*|one|two|three|four|five|six|seven|eight|nine|ten|twelve)`;

interface LimitQuote {
  /** Where the value lives, for the message. */
  name: string;
  expected: number | readonly number[];
  /** The sentence is about this limit ... */
  about: RegExp;
  /** ... unless it is about something else that shares the words. */
  unless?: RegExp;
  /** The quantity, with the number as its first group. */
  quantity: RegExp;
}

/** A number (digits; with `inWords`, also "four") followed by a unit. */
const quantity = (unit: string, inWords = false) =>
  new RegExp(String.raw`\b${inWords ? NUMBER : String.raw`(\d[\d,]*)`}[\s-]*(?:${unit})\b`, 'gi');

/** Each limit as prose quotes it. A number that matches `quantity` in a sentence matching `about` must be the module's. */
const limitQuotes: LimitQuote[] = [
  {
    name: 'limits.authentication.authTokenLifetimeHours',
    expected: limits.authentication.authTokenLifetimeHours,
    about: /auth[_ ]token|JWT|the token is valid/i,
    quantity: quantity('hours?', true),
  },
  {
    name: 'limits.authentication.refreshTokenLifetimeDays',
    expected: limits.authentication.refreshTokenLifetimeDays,
    about: /refresh token/i,
    quantity: quantity('days?'),
  },
  {
    name: 'limits.authentication.personalTokenMaxLifetimeDays',
    expected: limits.authentication.personalTokenMaxLifetimeDays,
    about: /personal (?:API )?token|At most .* days/i,
    quantity: quantity('days?'),
  },
  {
    name: 'limits.authentication.mfaEmailCodeMinutes',
    expected: limits.authentication.mfaEmailCodeMinutes,
    about: /\bcode/i,
    unless: /lock|TOTP|seconds/i,
    quantity: quantity('minutes?'),
  },
  {
    name: 'limits.authentication.trustedDeviceDays',
    expected: limits.authentication.trustedDeviceDays,
    about: /trusted|remember/i,
    quantity: quantity('days?'),
  },
  {
    name: 'limits.authentication.accountLockMinutes',
    expected: limits.authentication.accountLockMinutes,
    about: /\block/i,
    quantity: quantity('minutes?'),
  },
  {
    name: 'limits.apiRateLimits.requestsPerSecondPerOrganisation',
    expected: limits.apiRateLimits.requestsPerSecondPerOrganisation,
    about: /request/i,
    quantity: quantity('requests? (?:per|a|each) second'),
  },
  {
    name: 'limits.apiRateLimits.authenticateRequestsPerMinutePerIp',
    expected: limits.apiRateLimits.authenticateRequestsPerMinutePerIp,
    about: /request/i,
    quantity: quantity('requests? (?:per|a|each) minute'),
  },
  {
    name: 'limits.automations.webhookResponseSeconds (or limits.sms.webhookResponseSeconds)',
    expected: [limits.automations.webhookResponseSeconds, limits.sms.webhookResponseSeconds],
    about: /webhook|endpoint|receiver|answer/i,
    quantity: quantity('seconds?', true),
  },
  {
    name: 'limits.automations.webhookRetries',
    expected: limits.automations.webhookRetries,
    // Only automations' webhooks state a number of tries; the sentence may not repeat the word.
    about: /automation|webhook|failed call/i,
    quantity: new RegExp(String.raw`\b(?:retried|tried again)\s+(?:up to\s+)?${NUMBER}\s+times\b`, 'gi'),
  },
  {
    name: 'limits.automations.webhookRetryMinutes',
    expected: limits.automations.webhookRetryMinutes,
    about: /(?:retried|tried again)\b.*\btimes\b/i,
    quantity: quantity('minutes?', true),
  },
  {
    name: 'limits.sms.p2pPerMinute',
    expected: limits.sms.p2pPerMinute,
    about: /SMS/,
    quantity: quantity('SMS (?:messages )?(?:per|a|each) minute'),
  },
  {
    name: 'limits.sms.gsm7Characters (or ucs2Characters for UCS-2)',
    expected: [limits.sms.gsm7Characters, limits.sms.ucs2Characters],
    about: /SMS|message|GSM|text/i,
    unless: /SMPP|password|system id|name|description|tag|prompt/i,
    quantity: quantity('(?:GSM[- ]7 |GSM 7-bit |UCS-2 )?characters?'),
  },
  {
    name: 'limits.usageRecords.intervalSeconds',
    expected: limits.usageRecords.intervalSeconds,
    about: /usage|record|session/i,
    quantity: quantity('seconds?|s'),
  },
  {
    name: 'limits.usageRecords.minimumKilobytes',
    expected: limits.usageRecords.minimumKilobytes,
    about: /usage record|record every|recorded every|records? for open|every .* seconds/i,
    unless: /factory|test threshold/i,
    quantity: quantity('KB|kilobytes?'),
  },
  {
    name: 'limits.factoryTest.dataKilobytes',
    expected: limits.factoryTest.dataKilobytes,
    about: /factory test|test threshold|Factory Test/i,
    quantity: quantity('KB|kilobytes?'),
  },
  {
    name: 'limits.factoryTest.sms',
    expected: limits.factoryTest.sms,
    about: /factory test|test threshold|Factory Test/i,
    quantity: quantity(String.raw`SMS\b(?!\s+quota)`),
  },
  {
    name: 'limits.retention.eventsDays',
    expected: limits.retention.eventsDays,
    about: /\bevents\b/i,
    unless: /paused|pausing|closing|closed/i,
    quantity: quantity('days?'),
  },
  {
    name: 'limits.retention.pausedStreamDays',
    expected: limits.retention.pausedStreamDays,
    about: /paused|failing stream|stream .*Error|\bError\b.*records/i,
    quantity: quantity('days?'),
  },
  {
    name: 'limits.trial.days',
    expected: limits.trial.days,
    about: /trial/i,
    unless: /SIM/,
    quantity: quantity('days?'),
  },
  {
    name: 'limits.workspaces.linkRequestExpiryDays',
    expected: limits.workspaces.linkRequestExpiryDays,
    about: /\blink request|\brequest\b.*\b(?:expires?|answered)\b|\baccept\b.*\bwithin\b/i,
    quantity: quantity('days?', true),
  },
  {
    name: 'limits.portal.reportRangeMaxMonths',
    expected: limits.portal.reportRangeMaxMonths,
    about: /\brange of up to\b/i,
    unless: /retention|kept|keeps/i,
    quantity: quantity('months?'),
  },
  {
    name: 'limits.portal.csvMaxRows',
    expected: limits.portal.csvMaxRows,
    about: /CSV|file/i,
    quantity: quantity('(?:data )?rows?'),
  },
  {
    name: 'limits.sim.imsiCapacity',
    expected: limits.sim.imsiCapacity,
    about: /\bIMSIs\b/,
    quantity: quantity('IMSIs'),
  },
  {
    name: 'limits.sim.m2mEuiccProfiles',
    expected: limits.sim.m2mEuiccProfiles,
    about: /\bM2M eUICC\b|SGP\.02/,
    quantity: quantity('profiles'),
  },
  {
    name: 'limits.remoteProvisioning.eimPollHours',
    expected: limits.remoteProvisioning.eimPollHours,
    about: /\beIM\b|poll/i,
    quantity: quantity('hours?'),
  },
];

describe('limits quoted in prose equal src/platform/limits.ts', () => {
  it.each(limitQuotes.map((quote) => [quote.name, quote] as const))('%s', (_name, quote) => {
    const expected: readonly number[] = typeof quote.expected === 'number' ? [quote.expected] : quote.expected;
    const findings: string[] = [];
    for (const {where, text} of lines) {
      for (const sentence of sentencesOf(stripMarkup(text))) {
        if (!quote.about.test(sentence) || quote.unless?.test(sentence)) continue;
        for (const match of sentence.matchAll(quote.quantity)) {
          if (!expected.includes(numberIn(match[1]))) {
            findings.push(
              `${where}: "${match[0]}" disagrees with ${quote.name} = ${expected.join(' or ')}: write {${quote.name.split(' ')[0]}}`,
            );
          }
        }
      }
    }
    expect(findings, findings.join('\n')).toEqual([]);
  });
});
