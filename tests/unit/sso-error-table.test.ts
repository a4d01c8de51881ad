import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import {load} from 'cheerio';
import {describe, expect, it, vi} from 'vitest';
import {ssoErrorMessage, ssoErrorMessages} from '../../src/platform';
import {SsoErrorTable} from '../../src/components/platform/SsoErrorTable';

// Docusaurus modules exist only inside a build: stand-ins, as in platform-components.test.ts.
vi.mock('@docusaurus/Link', () => import('./link-mock'));
vi.mock('@docusaurus/useBrokenLinks', () => ({
  default: () => ({collectAnchor: () => undefined, collectLink: () => undefined}),
}));

const render = () => load(renderToStaticMarkup(React.createElement(SsoErrorTable)));
/** What a cell shows of a module text: its words, without the marks of code. */
const shown = (text: string) => text.replace(/`([^`]+)`/g, '$1');

describe('SsoErrorTable', () => {
  it('has a row per message of signIn.ts, each with a row header', () => {
    const $ = render();
    expect($('tbody tr').length).toBe(ssoErrorMessages.length);
    expect($('tbody th[scope="row"]').length).toBe(ssoErrorMessages.length);
  });

  it('shows each message as the Portal spells it, linked to its section, with its cause and fix', () => {
    const $ = render();
    const rows = $('tbody tr').toArray();
    ssoErrorMessages.forEach((error, index) => {
      const row = $(rows[index]);
      const link = row.find('th a');
      expect(link.text(), error.message).toBe(error.message);
      expect(link.attr('href'), error.message).toBe(error.section);
      const cells = row
        .find('td')
        .toArray()
        .map((cell) => $(cell).text());
      expect(cells, error.message).toEqual([shown(error.cause), shown(error.fix)]);
    });
  });

  it('links every message to a section of the troubleshooting page', () => {
    for (const error of ssoErrorMessages) expect(error.section, error.message).toMatch(/^\/sso\/troubleshooting#/);
  });

  it('quotes a message only if the module holds it', () => {
    for (const error of ssoErrorMessages) expect(ssoErrorMessage(error.message)).toBe(error.message);
    expect(() => ssoErrorMessage('Assertion not valid')).toThrow(/no SSO error message/);
  });
});
