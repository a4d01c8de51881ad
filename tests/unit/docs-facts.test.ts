import {createSlugger} from '@docusaurus/utils';
import {describe, expect, it} from 'vitest';
import {loadDocs, locationOf, type DocFile} from './docs';

/**
 * Facts the pages share, checked over every page: a fact stated on many pages
 * lives on one and the others link to it, links into a section land on a
 * heading that exists, and identifiers in examples come from test and example
 * ranges, never from a real operator's.
 */

const docs = loadDocs();

/** Pages generated from api/openapi.yaml: their prose is fixed in the specification, not here. */
const isGenerated = (doc: DocFile) => doc.body.includes('Generated from api/openapi.yaml');

const blankOut = (match: string) => match.replace(/[^\n]/g, ' ');

/** The body with code fences, code blocks and MDX comments blanked, so positions and lines stay right. */
const withoutCode = (body: string) =>
  body
    .replace(/```[\s\S]*?```/g, blankOut)
    .replace(/<CodeBlock[\s\S]*?<\/CodeBlock>/g, blankOut)
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, blankOut);

/** Each line of a doc with the body offset it starts at, for `locationOf`. */
function linesOf(doc: DocFile, text: string): {at: number; line: string}[] {
  let at = 0;
  return text.split('\n').map((line) => {
    const entry = {at, line};
    at += line.length + 1;
    return entry;
  });
}

interface SharedFact {
  what: string;
  /** The route and anchor of the one section that states the fact. */
  home: string;
  /** Prose that restates the fact. */
  restatement: RegExp;
}

const sharedFacts: SharedFact[] = [
  {
    what: 'the platform carries no SMS over NB-IoT',
    home: '/services/sms#sms-over-nb-iot',
    restatement:
      /SMS (?:is )?not (?:available|supported|possible) (?:on|over|with) NB-IoT|no SMS (?:on|over) \[?NB-IoT|SMS does not work (?:on|over) NB-IoT|NB-IoT[^.|]{0,40}(?:cannot|can neither|does not) (?:send|receive|carry)[^.|]{0,20}SMS|not available (?:for|on) NB-IoT/i,
  },
  {
    what: 'when usage records of an open data session are written (45 s, 100 KB)',
    home: '/multicloud-data-streamer/stream-types#when-data-usage-records-are-sent',
    restatement: /\b45(?:\s|&nbsp;)*(?:s|sec|seconds)\b/i,
  },
  {
    what: 'the SIM roams in every country, the home country included',
    home: '/apn-configuration#why-data-roaming-must-be-on',
    restatement:
      /roam\w*[^.|]{0,60}\b(?:home country|own country|every country|at home|country where (?:you|it))|(?:even|also|including) in (?:your|the) (?:home|own) country|(?:home|own) country[^.|]{0,40}roam/i,
  },
  {
    what: 'what a blocked device can still do (data, SMS, registration per cause)',
    home: '/portal/connected-devices#what-a-blocked-device-can-still-do',
    restatement: /Blocked[^.|]{0,80}\b(?:SMS (?:keeps|still) work|can still (?:send|receive))/i,
  },
];

describe('a fact shared by many pages is stated once and linked from the others', () => {
  for (const fact of sharedFacts) {
    it(fact.what, () => {
      const [homeRoute] = fact.home.split('#');
      const restated = docs.flatMap((doc) =>
        doc.route === homeRoute || isGenerated(doc)
          ? []
          : linesOf(doc, withoutCode(doc.body))
              .filter(({line}) => fact.restatement.test(line) && !line.includes(`](${fact.home})`))
              .map(
                ({at, line}) =>
                  `${locationOf(doc, at)}: restates it; link to ${fact.home} instead: ${line.trim().slice(0, 100)}`,
              ),
      );
      expect(restated).toEqual([]);
    });
  }
});

describe('a device refused by a rule of the platform', () => {
  /** A sentence, or a whole table row, that has a device show or stay Offline. */
  const showsOffline = /\b(?:stays?|shows?(?: as)?|is|remains?|appears?(?: as)?)\s+\*{0,2}Offline\b/;
  /** The causes states.ts gives Blocked for: a rule of the platform refuses registration. */
  const platformRefusal = /\bDisabled\b|\bSuspended\b|\bIMEI lock\b|\bblocked (?:operator|network|radio|country)/i;

  it('shows Blocked, never Offline (states.ts connectivityStates)', () => {
    const wrong = docs.flatMap((doc) =>
      isGenerated(doc)
        ? []
        : linesOf(doc, withoutCode(doc.body)).flatMap(({at, line}) =>
            (line.trimStart().startsWith('|') ? [line] : line.split(/(?<=[.!?])\s+/))
              .filter((unit) => showsOffline.test(unit) && platformRefusal.test(unit) && !/\bBlocked\b/.test(unit))
              .map(
                (unit) =>
                  `${locationOf(doc, at)}: Offline for a platform rule; it shows Blocked: ${unit.trim().slice(0, 100)}`,
              ),
          ),
    );
    expect(wrong).toEqual([]);
  });
});

/** The anchors Docusaurus gives a doc's headings (levels 2 to 6), as its slugger makes them. */
function headingAnchorsOf(doc: DocFile): Set<string> {
  const slugger = createSlugger();
  const anchors = new Set<string>();
  for (const [, heading] of withoutCode(doc.body).matchAll(/^#{2,6}\s+(.+?)\s*$/gm)) {
    const explicit = /\{#([\w-]+)\}$/.exec(heading);
    const text = heading
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/<[^>]+>/g, '')
      .replace(/\*\*|`/g, '');
    anchors.add(explicit ? explicit[1] : slugger.slug(text));
  }
  return anchors;
}

describe('links into a section of a page', () => {
  it('point at a heading that exists on that page', () => {
    const byRoute = new Map(docs.map((doc) => [doc.route, doc]));
    const anchorsByRoute = new Map<string, Set<string>>();
    const anchorsOf = (doc: DocFile) => {
      if (!anchorsByRoute.has(doc.route)) anchorsByRoute.set(doc.route, headingAnchorsOf(doc));
      return anchorsByRoute.get(doc.route)!;
    };
    const broken = docs.flatMap((doc) =>
      [...withoutCode(doc.body).matchAll(/\]\((\/[^)#\s]*|)#([^)\s]+)\)|href="(\/[^"#]*|)#([^"]+)"/g)].flatMap(
        (match) => {
          const route = (match[1] ?? match[3]) || doc.route;
          const anchor = match[2] ?? match[4];
          const target = byRoute.get(route.replace(/\/$/, '') || '/');
          if (!target || anchorsOf(target).has(anchor)) return [];
          return [`${locationOf(doc, match.index)}: ${route}#${anchor} names no heading of docs/${target.file}`];
        },
      ),
    );
    expect(broken).toEqual([]);
  });
});

/** Each number a pattern captures, with where it is. */
function captured(pattern: RegExp): {where: string; value: string}[] {
  return docs.flatMap((doc) =>
    [...doc.body.matchAll(pattern)].map((match) => ({
      where: locationOf(doc, match.index),
      value: match.slice(1).find((group) => group !== undefined)!,
    })),
  );
}

const isTestNetwork = (code: string) => /^(?:001|999)/.test(code);

/** ITU-T E.118: an ICCID's last digit is the Luhn check digit of the others, which SIM tools and the Portal verify. */
function hasLuhnCheckDigit(digits: string): boolean {
  let sum = 0;
  for (const [position, digit] of [...digits].reverse().entries()) {
    const value = Number(digit) * (position % 2 === 1 ? 2 : 1);
    sum += value > 9 ? value - 9 : value;
  }
  return sum % 10 === 0;
}

/** GSMA SGP.29: an EID's last two digits make the 32-digit number leave 1 when divided by 97 (ISO 7064 MOD 97-10). */
const hasEidCheckDigits = (eid: string) => BigInt(eid) % 97n === 1n;

describe('identifiers in examples come from test and example ranges', () => {
  it('ICCIDs use the example issuer 89 001 (ITU-T test country code)', () => {
    const real = captured(/\b(89\d{16,18})\b/g).filter(({value}) => !value.startsWith('8900'));
    expect(real.map(({where, value}) => `${where}: ${value}`)).toEqual([]);
  });

  it('ICCIDs end in their Luhn check digit, as real ones do', () => {
    const iccids = captured(/\b(89\d{16,18})\b/g);
    expect(iccids.length).toBeGreaterThan(20);
    const wrong = iccids.filter(({value}) => !hasLuhnCheckDigit(value));
    expect(wrong.map(({where, value}) => `${where}: ${value} fails its Luhn check digit`)).toEqual([]);
  });

  it("EIDs have valid check digits and the test issuer's prefix 89 001, never a real eUICC maker's", () => {
    const eids = captured(/\b(89\d{30})\b/g);
    expect(eids.length).toBeGreaterThan(0);
    const wrong = eids.filter(({value}) => !value.startsWith('89001') || !hasEidCheckDigits(value));
    expect(wrong.map(({where, value}) => `${where}: ${value}`)).toEqual([]);
  });

  it('IMSIs and network codes (MCC + MNC) use the test network MCC 001 or the reserved MCC 999', () => {
    const codes = [
      ...captured(/imsi\W{1,30}(\d{15})\b/gi),
      ...captured(/AT\+CIMI\s*\n\s*(\d{15})\b/g),
      ...captured(/\+COPS: \d,2,"(\d{5,6})"|AT\+COPS=[14],2,"(\d{5,6})"|\(\d,"[^"]*","[^"]*","(\d{5,6})"/g),
      ...captured(/\+QNWINFO: "[^"]*","(\d{5,6})"/g),
      ...captured(/"mcc":\s*"(\d{3})"/g),
      ...captured(/^\|\s*(\d{3})\s*\|\s*\d{2,3}\s*\|/gm),
    ];
    expect(codes.length).toBeGreaterThan(10);
    expect(codes.filter(({value}) => !isTestNetwork(value)).map(({where, value}) => `${where}: ${value}`)).toEqual([]);
  });

  it('phone numbers (MSISDN, SMS sender and recipient) are fictional 555-01xx numbers', () => {
    const numbers = [
      ...captured(/msisdn\W{1,30}\+?(\d{8,15})\b/gi),
      ...captured(/"(?:source|destination)_address":\s*"\+?(\d{8,15})"/g),
      ...captured(/AT\+CMGS="\+?(\d{8,15})"|\+CMGR: "[^"]*","\+?(\d{8,15})"/g),
    ];
    expect(numbers.length).toBeGreaterThan(5);
    expect(
      numbers.filter(({value}) => !/55501\d\d$/.test(value)).map(({where, value}) => `${where}: ${value}`),
    ).toEqual([]);
  });
});
