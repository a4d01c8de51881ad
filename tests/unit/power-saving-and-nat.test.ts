/**
 * The power-saving page against 3GPP TS 24.008 (its timer strings must decode to what each row
 * claims, its eDRX table must match the standard), and the breakout module against the RFCs its
 * NAT timers cite and the keepalive advice the NAT page gives. Findings name the file and line.
 */
import {describe, expect, it} from 'vitest';
import {keepaliveAdvice, nat, pdpTypes} from '../../src/platform';
import {loadDocs, type DocFile} from './docs';
import {headings, tables} from './mdx-tree';

const page = loadDocs().find((doc) => doc.file === 'services/power-saving.mdx') as DocFile;

/** GPRS Timer 3 (T3412 extended, TS 24.008 10.5.7.4a) and GPRS Timer 2 (T3324, 10.5.7.4): unit bits to seconds. */
const timerUnits: Record<string, Record<string, number>> = {
  T3412: {'000': 600, '001': 3600, '010': 36000, '011': 2, '100': 30, '101': 60, '110': 1_152_000},
  T3324: {'000': 2, '001': 60, '010': 360},
};

/** The timer a bit string encodes, in seconds; `undefined` for a unit the timer does not define. */
function decodeTimer(timer: string, bits: string): number | undefined {
  const unit = timerUnits[timer][bits.slice(0, 3)];
  return unit === undefined ? undefined : unit * parseInt(bits.slice(3), 2);
}

const secondsPer: Record<string, number> = {second: 1, minute: 60, hour: 3600};

/**
 * eDRX cycles of TS 24.008 10.5.5.32 as multiples of 10.24 s (0 stands for 5.12 s), per bit value 0 to 15. In NB-S1
 * mode 0000 and 0001 mean no eDRX (its NOTE 4: read as if the IE were absent), and 0100, 0110 to 1000 read as 0010
 * (NOTE 5); in WB-S1 mode 1110 and 1111 read as 1101 (NOTE 6).
 */
const cycleMultiples = {
  'LTE-M': [0, 1, 2, 4, 6, 8, 10, 12, 14, 16, 32, 64, 128, 256, 256, 256],
  'NB-IoT': [null, null, 2, 4, 2, 8, 2, 2, 2, 16, 32, 64, 128, 256, 512, 1024],
};
const cycleSeconds = (multiple: number | null) =>
  multiple === null ? 'no eDRX' : multiple === 0 ? 5.12 : Math.round(multiple * 1024) / 100;

/** Rows of the first table after the heading `text` (its header row left out), each with its cells and where it stands. */
function tableAfter(doc: DocFile, text: string): {cells: string[]; where: string}[] {
  const heading = headings(doc).find((candidate) => candidate.text === text);
  expect(heading, `docs/${doc.file} has no "${text}" section`).toBeDefined();
  const after = heading!.node.position!.end.offset!;
  const table = tables(doc).find(({node}) => node.position!.start.offset! > after);
  expect(table, `${heading!.where}: no table after "${text}"`).toBeDefined();
  return table!.rows.slice(1);
}

describe('docs/services/power-saving.mdx against TS 24.008', () => {
  it('decodes every worked timer value to what its row says', () => {
    const rows = tableAfter(page, 'Worked values');
    expect(rows.length).toBeGreaterThan(4);
    const findings = rows.flatMap(({cells: [want, bits], where}) => {
      const match = /^(T3412|T3324) = (\d+) (second|minute|hour)s?\b/.exec(want);
      if (!match) return [`${where}: cannot read "${want}" as "T3412 = <n> <unit>"`];
      const expected = Number(match[2]) * secondsPer[match[3]];
      const decoded = decodeTimer(match[1], bits);
      return decoded === expected ? [] : [`${where}: ${bits} encodes ${decoded} s for ${match[1]}, not ${expected} s`];
    });
    expect(findings, findings.join('\n')).toEqual([]);
  });

  it('gives the eDRX cycles of the standard for LTE-M and NB-IoT', () => {
    const rows = tableAfter(page, 'eDRX cycle values (TS 24.008 clause 10.5.5.32)');
    expect(rows).toHaveLength(16);
    const findings = rows.flatMap(({cells: [bits, lteM, nbIot], where}) => {
      const index = parseInt(bits, 2);
      const expected = [cycleSeconds(cycleMultiples['LTE-M'][index]), cycleSeconds(cycleMultiples['NB-IoT'][index])];
      const written = [lteM, nbIot].map((cell) =>
        /no eDRX/i.test(cell) ? 'no eDRX' : Number(cell.replace(/\s*s$/, '')),
      );
      return written.every((value, column) => value === expected[column])
        ? []
        : [
            `${where}: ${bits} is ${expected[0]} on LTE-M and ${expected[1]} on NB-IoT (seconds), not ${written.join(' and ')}`,
          ];
    });
    expect(findings, findings.join('\n')).toEqual([]);
  });
});

describe('src/platform/breakout.ts', () => {
  it('keeps NAT timers at or above the RFC minimums it cites', () => {
    expect(nat.udpIdleSeconds).toBeGreaterThanOrEqual(120); // RFC 4787 REQ-5
    expect(nat.tcpEstablishedIdleSeconds).toBeGreaterThanOrEqual(7440); // RFC 5382 REQ-5
    expect(nat.tcpTransitorySeconds).toBeGreaterThanOrEqual(240); // RFC 5382 REQ-5
    expect(nat.icmpQuerySeconds).toBeGreaterThanOrEqual(60); // RFC 5508 REQ-2
  });

  it('advises keepalives that refresh a mapping before the NAT drops it', () => {
    expect(keepaliveAdvice.udpSeconds).toBeLessThan(nat.udpIdleSeconds);
    expect(keepaliveAdvice.tcpKeepIdleSeconds).toBeLessThan(nat.tcpEstablishedIdleSeconds);
    expect(keepaliveAdvice.mqttMaxSeconds).toBeLessThan(nat.tcpEstablishedIdleSeconds);
  });

  it('supports the PDP type every APN page tells readers to use', () => {
    expect(pdpTypes.find((type) => type.pdpType === 'IP')?.supported).toBe(true);
  });
});
