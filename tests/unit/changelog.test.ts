import {describe, expect, it} from 'vitest';
import {loadOpenApi} from '../../src/api/openapi';
import {loadChangelog} from '../../src/plugins/content-check/pages';
import {provider} from '../../src/provider';

const entries = loadChangelog();

/** Hosts of the provider module (as the content test reads them); entries import the value instead. */
const providerHosts = Object.values(provider.urls).map((url) => (url.includes('@') ? url : new URL(url).host));

describe('changelog', () => {
  it('has entries', () => {
    expect(entries.length).toBeGreaterThanOrEqual(5);
  });

  it.each(entries)(
    '$file is dated by its name, with a title and a search-engine description',
    ({file, frontMatter}) => {
      expect(file).toMatch(/^\d{4}-\d{2}-\d{2}-[a-z0-9-]+\.mdx$/);
      if (frontMatter.date)
        expect(new Date(frontMatter.date as string | Date).toISOString().slice(0, 10)).toBe(file.slice(0, 10));
      expect(typeof frontMatter.title).toBe('string');
      expect(String(frontMatter.description).length).toBeGreaterThanOrEqual(50);
      expect(String(frontMatter.description).length).toBeLessThanOrEqual(160);
    },
  );

  it('reads a modem <AcT> of 8 as EC-GSM-IoT only beside the Quectel exception or a link to the cellular modules page', () => {
    // Quectel BG95 and BG96 print 8 for LTE-M; /apn-configuration/cellular-modules is the one page that explains it.
    const eightAsEcGsm = /\b8`? (?:and `?15`? )?(?:is|means?) EC-GSM-IoT\b/i;
    const exception = /Quectel|BG9[56]|\/apn-configuration\/cellular-modules/;
    const wrong = entries.flatMap(({file, body, bodyLine}) =>
      body
        .split('\n')
        .flatMap((line, index) =>
          eightAsEcGsm.test(line) && !exception.test(line) ? [`changelog/${file}:${bodyLine + index}`] : [],
        ),
    );
    expect(wrong).toEqual([]);
  });

  it("announces the OpenAPI document's info.version in the newest entry that names a version", async () => {
    const {document} = await loadOpenApi();
    // An entry that changes the contract names the version it brings: the last version in the sentence that names
    // `info.version` ("goes from 1.0.0 to 1.1.0" gives 1.1.0). Versions compare by number, as text 1.10.0 < 1.9.2.
    const versionOf = (body: string) =>
      /`info\.version`(.*?)\.(?:\s|$)/s
        .exec(body)?.[1]
        .match(/\d+\.\d+\.\d+/g)
        ?.at(-1);
    const byVersion = (a: string, b: string) => a.localeCompare(b, 'en', {numeric: true});
    const newest = entries
      .filter((entry) => versionOf(entry.body))
      .sort((a, b) => byVersion(versionOf(a.body)!, versionOf(b.body)!))
      .at(-1);
    expect(newest, 'no changelog entry names an `info.version`').toBeDefined();
    expect(versionOf(newest!.body), `changelog/${newest!.file}`).toBe(document.info?.version);
  });

  it.each(entries)('$file names no authors or tags and writes out no provider host', ({frontMatter, body}) => {
    expect(frontMatter).not.toHaveProperty('authors');
    expect(frontMatter).not.toHaveProperty('tags');
    for (const host of providerHosts) expect(body, `spells out ${host}`).not.toContain(host);
  });

  describe('entries about the connectivity reset', () => {
    // The reset rule was corrected in one contract after another; an old entry that restates the current rule goes
    // stale at the next correction, so old entries name the correcting version and end by linking the rule's homes.
    const closingLine =
      'Older entries about the reset say what the contract said at the time. The rule as it stands is always on [Reset connectivity](/portal/connected-devices#reset-connectivity) and [repeating a connectivity reset](/sdks/retries#repeating-a-connectivity-reset).';
    const aboutReset = entries.filter(({body}) => /resetEndpointConnectivity|connectivity reset/.test(body));

    it('finds them', () => {
      expect(aboutReset.length).toBeGreaterThanOrEqual(10);
    });

    it.each(aboutReset)(
      '$file ends with the line that links the rule as it stands, and its Corrected-in notes name only versions',
      ({file, body, bodyLine}) => {
        expect(body.trimEnd().endsWith(closingLine), `changelog/${file} does not end with the closing line`).toBe(true);
        const restatingNotes = body
          .split('\n')
          .flatMap((line, index) =>
            /\*\*(?:Corrected|Superseded)[^*]*:\*\*/.test(line) ? [`changelog/${file}:${bodyLine + index}`] : [],
          );
        expect(
          restatingNotes,
          'a Corrected-in note restates the rule: shorten it to "Corrected in contract 1.x.y."',
        ).toEqual([]);
      },
    );
  });
});
