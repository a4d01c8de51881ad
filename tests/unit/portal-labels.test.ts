import {describe, expect, it} from 'vitest';
import {loadDocs, locationOf} from './docs';

/**
 * One name per Portal control. The pages under docs/portal name each control; when
 * another page used a different name for the same control, readers could not tell
 * whether it was a second control. Each entry is wording the Portal does not match,
 * with the fix.
 */
const retiredNames: {retired: RegExp; fix: string}[] = [
  {retired: /\*\*Sender\*\* field/, fix: 'call it the **Source address** field, as docs/portal/sms.mdx does'},
  {
    retired: /\*\*New invoice\*\*/,
    fix: 'name the notification **New invoice and payment problems**, as docs/portal/user-settings.mdx does',
  },
  {
    retired: /\*\*Users\*\* tab under \*\*Manage workspaces\*\*|\bthe access overview\b/,
    fix: 'call the organisation-wide matrix **Manage workspaces → Access overview**; **Users** is one workspace’s tab',
  },
  {
    retired: /\bDeleted with your account\b/i,
    fix: 'say “Deleted when your account is deactivated”: accounts are deactivated, never deleted',
  },
];

describe('Portal control names', () => {
  it.each(retiredNames.map((name) => [name.retired.source, name] as const))('no page uses %s', (_, {retired, fix}) => {
    const findings = loadDocs().flatMap((doc) =>
      [...doc.body.matchAll(new RegExp(retired, `${retired.flags.replace('g', '')}g`))].map(
        (match) => `${locationOf(doc, match.index)}: "${match[0]}": ${fix}`,
      ),
    );
    expect(findings, findings.join('\n')).toEqual([]);
  });
});

/**
 * Controls that how-tos send the reader to, each with the docs/portal page that is its reference.
 * A how-to may only name a control its screen's reference page describes.
 */
const referencedControls: {control: string; home: string}[] = [
  {control: '**Order SIMs**', home: 'portal/sim-inventory.mdx'},
  {control: '**SIM Inventory → Orders**', home: 'portal/sim-inventory.mdx'},
  {control: '**Register SIMs**', home: 'portal/sim-inventory.mdx'},
  {control: '**Register**', home: 'portal/sim-inventory.mdx'},
  {control: '**Create device**', home: 'portal/sim-inventory.mdx'},
  {control: '**Activation details**', home: 'portal/sim-inventory.mdx'},
  // services/euicc-profile-management.mdx sends readers to these for SGP.32 profile operations.
  {control: '**Add profile**', home: 'portal/sim-inventory.mdx'},
  {control: '**Enable profile**', home: 'portal/sim-inventory.mdx'},
  {control: '**Add device**', home: 'portal/connected-devices.mdx'},
  {control: '**Source address**', home: 'portal/sms.mdx'},
];

describe('Portal controls named by how-tos', () => {
  it.each(referencedControls.map((entry) => [entry.control, entry] as const))(
    '%s is described on its Portal page',
    (_, {control, home}) => {
      const page = loadDocs().find((doc) => doc.file === home);
      expect(page, `docs/${home} is missing`).toBeDefined();
      expect(page?.body, `docs/${home} does not name ${control}; describe the control there`).toContain(control);
    },
  );
});
