import {readFileSync} from 'node:fs';
import path from 'node:path';
import React from 'react';
import {renderToStaticMarkup} from 'react-dom/server';
import * as platformComponents from '../../src/components/platform';
import {InvoiceCsvColumnsTable} from '../../src/components/platform/ReportExportTable';
import {load} from 'cheerio';
import {describe, expect, it, vi} from 'vitest';
import {
  automationActions,
  automationConditions,
  automationConditionNote,
  automationOutcomeNote,
  automationOutcomes,
  automationScopes,
  automationStatuses,
  automationTriggerNote,
  automationTriggers,
  blockCauses,
  smsDuringDataBlock,
  connectivityResetPaths,
  connectivityStates,
  endpointOfflineCauses,
  eventRats,
  eventType,
  eventTypes,
  breakoutRegions,
  dataStreamStatuses,
  streamTargetOrders,
  limits,
  mfaMethods,
  moSmsStatuses,
  mtSmsStatuses,
  smppReceipts,
  sources,
  smsAttachRule,
  permissions,
  planChanges,
  planFeatures,
  planNames,
  policyChangeTimings,
  priceModels,
  quotaActions,
  quotaFields,
  quotaSituations,
  quotaStatuses,
  personalTokenEnds,
  signInMethods,
  simOwnershipRules,
  roles,
  simStates,
  webhookAnswers,
  webhookDeliveries,
  workspaceScopes,
  simTransitions,
  assignableSimStates,
  transferableSimStates,
  imeiLock,
  overduePayment,
  registrationRefusals,
  restartAfterRefusal,
  trialEnd,
  apnRule,
  trialHeldBack,
  trialPlan,
  ssoErrorMessage,
  ssoErrorMessages,
  dataVolumeColumn,
  invoiceCsvColumns,
  smsCountColumns,
} from '../../src/platform';
import {
  AutomationActionTable,
  AutomationConditionTable,
  AutomationOutcomeTable,
  AutomationScopeList,
  AutomationStatusTable,
  AutomationTriggerTable,
} from '../../src/components/platform/AutomationTables';
import InlineText, {InlineTextList, lowerFirst} from '../../src/components/platform/InlineText';
import {ConnectivityResetPaths} from '../../src/components/platform/ConnectivityResetPaths';
import {EventRatTable, eventCellWordLimit} from '../../src/components/platform/EventTypesTable';
import RequiredRole from '../../src/components/platform/RequiredRole';
import {SdkStatusTable} from '../../src/components/platform/SdkStatusTables';
import {WebhookAnswerTable, WebhookDeliveryTable} from '../../src/components/platform/WebhookTables';
import {WorkspaceScopeRules, WorkspaceScopeTable} from '../../src/components/platform/WorkspaceScopeTable';
import {LimitsTable, limitGroups} from '../../src/components/platform/LimitsTable';
import {PermissionTable, RolesTable} from '../../src/components/platform/RoleTables';
import {
  AuthoredEventTypes,
  EventExample,
  EventExamples,
  EventTypesTable,
} from '../../src/components/platform/EventTypesTable';
import {provider} from '../../src/provider';
import {EmptyApnRule} from '../../src/components/platform/ApnTables';
import SimLifecycleDiagram from '../../src/components/platform/SimLifecycleDiagram';
import {
  AssignableSimStates,
  BlockCauseRules,
  SilentBlockCauses,
  ConnectivityStateTable,
  DeviceStateTable,
  ImeiLockRule,
  RefusalWhy,
  RegistrationRefusals,
  RestartAfterRefusalNote,
  SimStateTable,
  SimTransitionTable,
  SmsAttachRule,
  SmsSimStates,
  TransferableSimStates,
  TrialEndRule,
} from '../../src/components/platform/StateTables';
import {
  PlanChangeTable,
  PlanDowngradeTable,
  PlansWith,
  PlanSupportTable,
  OverduePaymentRule,
  PlanTable,
  PriceModelTable,
  TrialHeldBackList,
} from '../../src/components/platform/PlanTables';
import {
  QuotaActionTable,
  QuotaFieldTable,
  QuotaSituationTable,
  QuotaStatusTable,
} from '../../src/components/platform/QuotaTables';
import {
  BreakoutRegionTable,
  DefaultBreakoutRegion,
  PolicyChangeRules,
  PolicyWithoutData,
} from '../../src/components/platform/PolicyTables';
import {SmppReceiptTable, SmsStatusLabel, SmsStatusTable} from '../../src/components/platform/SmsStatusTable';
import {DataStreamStatusTable, StreamTargetOrderTable} from '../../src/components/platform/DataStreamStatusTable';
import {MfaMethodTable, PersonalTokenEndTable, SignInMethodTable} from '../../src/components/platform/SignInTables';
import {SimOwnershipTable} from '../../src/components/platform/SimOwnershipTable';
import {SsoErrorTable} from '../../src/components/platform/SsoErrorTable';
import {isComponentAnchor} from '../../src/components/platform/anchors';

// Theme components exist only inside a Docusaurus build: stand-ins that print what they are given.
vi.mock('@theme/Mermaid', () => ({
  default: ({value}: {value: string}) => React.createElement('pre', {className: 'mermaid-source'}, value),
}));
vi.mock('@theme/CodeBlock', () => ({
  default: ({children}: {children: string}) => React.createElement('pre', null, children),
}));
vi.mock('@docusaurus/Link', () => import('./link-mock'));
vi.mock('@docusaurus/router', () => import('./router-mock'));
// Records the anchors a component declares, so a test sees the ids the build's link check will accept.
const collectedAnchors = vi.hoisted(() => new Set<string>());
vi.mock('@docusaurus/useBrokenLinks', () => ({
  default: () => ({collectAnchor: (id: string) => collectedAnchors.add(id), collectLink: () => undefined}),
}));

const h = React.createElement;
const render = (element: React.ReactElement) => load(renderToStaticMarkup(element));
/** What InlineText shows of a module text: its words, without the marks of links, code, bold and italics. */
const shownText = (text: string) =>
  text
    .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
    .replace(/`([^`]+)`/g, '$1')
    .replace(/\*\*([^*]+)\*\*/g, '$1')
    .replace(/\*([^*\s][^*]*)\*/g, '$1');

/** The text of each row's cells, header cells included. */
const rows = ($: ReturnType<typeof load>) =>
  $('tbody tr')
    .toArray()
    .map((row) =>
      $(row)
        .children('th, td')
        .toArray()
        .map((cell) => $(cell).text()),
    );

describe('InlineText', () => {
  // router-mock.ts puts every render on the page `/`.
  it('links module text to another page, but not the page the reader is on, where it jumps to a named section', () => {
    const $ = render(h(InlineText, {text: 'See [roles](/portal/roles), [this page](/) and [a section](/#limits).'}));
    expect(
      $('a')
        .map((_, a) => $(a).attr('href'))
        .get(),
    ).toEqual(['/portal/roles', '#limits']);
    expect($.root().text()).toBe('See roles, this page and a section.');
  });
});

describe('InlineTextList', () => {
  it('numbers steps in order and bullets the rest, with the marks of each item rendered', () => {
    const items = ['First `wait`.', 'Then **list**.'];
    const numbered = render(h(InlineTextList, {items, ordered: true}));
    expect(
      numbered('ol > li')
        .map((_, item) => numbered(item).html())
        .get(),
    ).toEqual(['First <code>wait</code>.', 'Then <strong>list</strong>.']);
    expect(render(h(InlineTextList, {items}))('ul > li')).toHaveLength(2);
  });

  it('nests an item that has items of its own, beside plain ones', () => {
    const $ = render(h(InlineTextList, {items: [{text: 'Parent', items: ['Child `x`']}, 'Sibling']}));
    const top = $('ul').first().children('li');
    expect(top).toHaveLength(2);
    expect($('ul > li > ul > li').html()).toBe('Child <code>x</code>');
    expect(top.last().text()).toBe('Sibling');
  });
});

describe('ConnectivityResetPaths', () => {
  it('has a block per serving node of connectivityReset.ts, each saying when the device is registered again', () => {
    const $ = render(h(ConnectivityResetPaths));
    const blocks = $('.rule-blocks__block');
    expect(blocks).toHaveLength(connectivityResetPaths.length);
    blocks.each((index, block) => {
      const path = connectivityResetPaths[index];
      expect($(block).find('.rule-blocks__title').text()).toBe(path.node);
      const items = $(block).children('ul').children('li');
      expect(items.eq(2).text().toLowerCase()).toBe(
        `when it is registered again: ${path.registeredAgain}`.toLowerCase(),
      );
      expect(items.eq(4).text()).toBe(`Standards: ${path.standards}`);
    });
  });
  it('lists what each kind of device sees behind an MME, one item each, under its lead', () => {
    const $ = render(h(ConnectivityResetPaths));
    const [lead, ...parts] = connectivityResetPaths[0].deviceSees;
    const seen = $('.rule-blocks__block').first().children('ul').children('li').eq(1);
    expect(seen.children('ul').children('li')).toHaveLength(parts.length);
    expect(seen.text()).toContain(lead.slice(1, 60));
  });
});

describe('EventRatTable', () => {
  it('maps each name of events.ts eventRats to its rat_type ids, one row per name', () => {
    const $ = render(h(EventRatTable));
    const rows = $('tbody tr')
      .map((_, row) =>
        $(row)
          .children()
          .slice(0, 2)
          .map((__, cell) => $(cell).text())
          .get()
          .join(' = '),
      )
      .get();
    expect(rows).toEqual(eventRats.map((rat) => `${rat.name} = ${rat.ratTypeIds.join(', ')}`));
  });
});

describe('RequiredRole', () => {
  it('names the roles holding the permission and links to the permission table', () => {
    const $ = render(h(RequiredRole, {permission: 'editPolicies'}));
    expect($('a').text()).toBe('Owner or Administrator');
    expect($('a').attr('href')).toBe('/portal/roles#permission-table');
  });

  it('lists three or more roles with commas and "or"', () => {
    expect(render(h(RequiredRole, {permission: 'viewInvoices'}))('a').text()).toBe('Owner, Administrator or Billing');
    expect(render(h(RequiredRole, {permission: 'changeSubscription'}))('a').text()).toBe('Owner');
  });
});

describe('role tables', () => {
  it('has one column per role and one row per permission, with row headers', () => {
    const $ = render(h(PermissionTable));
    expect($('thead th[scope="col"]').length).toBe(roles.length + 1);
    expect($('tbody th[scope="row"]').length).toBe(Object.keys(permissions).length);
  });

  it('marks exactly the roles that hold a permission', () => {
    const $ = render(h(PermissionTable));
    // The row header names the permission's API key beside its label, as a 403 permission_denied message does.
    const header = `${permissions.managePayment.task} (managePayment)`;
    const managePayment = rows($).find((cells) => cells[0] === header);
    expect(managePayment).toEqual([header, 'Yes', 'No', 'No', 'No', 'Yes']);
  });

  it('lists every role', () => {
    expect(rows(render(h(RolesTable))).map((cells) => cells[0])).toEqual(roles.map((role) => role.name));
  });
});

describe('SDK, webhook and workspace tables', () => {
  it('name each SIM status after its SDK enum constant', () => {
    const table = rows(render(h(SdkStatusTable, {of: 'sim'})));
    expect(table).toHaveLength(simStates.length);
    expect(table.find((row) => row[1] === 'Factory Test')).toEqual([
      '4',
      'Factory Test',
      'FACTORY_TEST',
      'SimStatus.FACTORY_TEST',
    ]);
  });

  it('say for every webhook kind whether deliveries keep their order', () => {
    const table = rows(render(h(WebhookDeliveryTable)));
    expect(table).toHaveLength(webhookDeliveries.length);
    expect(table[0][3]).toMatch(/^Kept across the whole stream for a webhook target/);
    expect(table.slice(1).every((row) => row[3].startsWith('Not kept'))).toBe(true);
  });

  it('say for every webhook answer what the platform does, redirects included', () => {
    const table = rows(render(h(WebhookAnswerTable)));
    expect(table).toHaveLength(webhookAnswers.length);
    expect(table.find((row) => row[0] === '3xx')?.[1]).toMatch(/^Not followed/);
  });

  it("give one kind's answer window and retry period when a page names the kind", () => {
    const stream = webhookDeliveries.find((delivery) => delivery.key === 'dataStream')!;
    const table = rows(render(h(WebhookAnswerTable, {kind: 'dataStream'})));
    expect(table).toHaveLength(webhookAnswers.length);
    expect(table[0][0]).toBe(`Any 2xx within ${stream.responseSeconds} seconds`);
    expect(table.find((row) => row[0] === '4xx or 5xx')?.[1]).toBe(
      `A failure, retried with backoff for up to ${stream.retryWindow}.`,
    );
    expect(table.map((row) => row.join(' ')).join(' ')).not.toContain('its kind');
  });

  it('show only the billing rows on the billing page', () => {
    const table = rows(render(h(WorkspaceScopeTable, {billingOnly: true})));
    expect(table.map((row) => row[0])).toEqual(
      workspaceScopes.filter((scope) => 'billing' in scope).map((scope) => scope.item),
    );
    expect(rows(render(h(WorkspaceScopeTable)))).toHaveLength(workspaceScopes.length);
    // A row with a summary shows it in its cell, with a link to its detail in full in a block under the table.
    const $ = render(h(WorkspaceScopeTable, {items: ['Invoices']}));
    const invoices = workspaceScopes.find((scope) => scope.item === 'Invoices')!;
    expect($('td').last().text()).toBe(`${'summary' in invoices ? invoices.summary : ''} (more below)`);
    expect($('td').last().find('a').attr('href')).toBe(`#${$('.rule-blocks__block').attr('id')}`);
    expect($('.rule-blocks__title').text()).toBe('Invoices');
    expect($('.rule-blocks__block').text()).toContain('transferred during a month');
    // One part more is a paragraph, not a list of one item.
    expect($('.rule-blocks__block p:not(.rule-blocks__title)')).toHaveLength(1);
    expect($('.rule-blocks__block ul')).toHaveLength(0);
  });

  it('show only the rows a page names by their first words', () => {
    const table = rows(render(h(WorkspaceScopeTable, {items: ['IP address spaces', 'SMS interface']})));
    expect(table.map((row) => row[0].split(' ')[0])).toEqual(['IP', 'SMS']);
    // A page about one of them shows its rows as blocks, the item as the title.
    const $ = render(h(WorkspaceScopeRules, {items: ['SMS interface']}));
    expect($('.rule-blocks__title').text()).toMatch(/^SMS interface/);
    expect($('table')).toHaveLength(0);
  });

  it('refuse, naming it, an item that starts no row (it would render an empty table)', () => {
    expect(() => render(h(WorkspaceScopeTable, {items: ['SMS interface', 'data streams']}))).toThrow(/"data streams"/);
  });
});

describe('state tables and diagram', () => {
  it('shows what works in each SIM state', () => {
    const issued = rows(render(h(SimStateTable))).find((cells) => cells[0] === 'Issued');
    expect(issued).toEqual(['Issued', '0', 'No', 'No', 'No', 'No', 'No']);
    expect(rows(render(h(SimStateTable)))).toHaveLength(simStates.length);
    const withMeaning = rows(render(h(SimStateTable, {withMeaning: true})));
    expect(withMeaning.find((cells) => cells[0] === 'Suspended')?.[2]).toBe(simStates[2].summary);
  });

  it('gives SMS in Attached and Online as the attach rule, in one cell across both SMS columns, never a plain Yes', () => {
    const $ = render(h(ConnectivityStateTable));
    for (const name of ['Attached', 'Online']) {
      const row = $('tbody tr').filter((_, candidate) => $(candidate).find('th').text() === name);
      const sms = row.children('td').last();
      expect(sms.attr('colspan'), name).toBe('2');
      // One link per table: the first row keeps the rule's link, the next says the same without it.
      if (name === 'Attached') {
        expect(sms.text(), name).toBe(shownText(`${smsAttachRule.cell} (${smsAttachRule.cellLink})`));
        expect(sms.find('a').attr('href'), name).toBe('/services/sms#radio-technology-and-attach');
      } else {
        expect(sms.text(), name).toBe('Depends on the attach');
        expect(sms.find('a'), name).toHaveLength(0);
      }
    }
    // The full rule is one item per radio, so it stands as a list of its own, never inside a paragraph.
    const rule = render(h('div', null, h(SmsAttachRule)));
    expect(rule('div > ul > li')).toHaveLength(smsAttachRule.rule.length);
    expect(rule('li a').attr('href')).toBe('/services/sms#sms-over-nb-iot');
  });

  it('renders the links, code and bold of module text as markup, never as Markdown text', () => {
    const tables = {
      ConnectivityStateTable,
      BlockCauseRules,
      ImeiLockRule,
      RegistrationRefusals,
      SimStateTable,
      SimTransitionTable,
      TrialEndRule,
    };
    const rendered = [
      ...Object.entries(tables).map(([name, table]) => ({name, text: render(h(table as React.FC))('body').text()})),
      {name: 'RolesTable', text: render(h(RolesTable))('body').text()},
      {name: 'DeviceStateTable', text: render(h(DeviceStateTable))('body').text()},
      {name: 'SimStateTable withMeaning', text: render(h(SimStateTable, {withMeaning: true}))('body').text()},
      ...Object.keys(limitGroups).map((group) => ({
        name: `LimitsTable ${group}`,
        text: render(h(LimitsTable, {group}))('body').text(),
      })),
    ];
    for (const {name, text} of rendered) expect(text, name).not.toMatch(/\]\(\/|\*\*|`/);
  });

  it('gives each connectivity state its first sentence in the table, and the rest of a longer meaning under it', () => {
    const $ = render(h(ConnectivityStateTable));
    const longer = connectivityStates.filter((state) => typeof state.meaning !== 'string');
    expect(
      $('.rule-blocks__title')
        .map((_, title) => $(title).text())
        .get(),
    ).toEqual(longer.map((state) => state.name));
    for (const cell of $('tbody td:nth-child(2)').toArray()) expect($(cell).find('li')).toHaveLength(0);
    const offline = connectivityStates.find((state) => state.name === 'Offline')!;
    expect($('.rule-blocks__block').eq(longer.indexOf(offline)).find('li')).toHaveLength(offline.meaning.length - 1);
  });

  it('gives each SMS status the first part of its meaning, and the rest under the table: the causes of an MT Failed', () => {
    const $ = render(h(SmsStatusTable, {direction: 'MT'}));
    const failed = mtSmsStatuses.find((status) => status.description === 'FAILED')!;
    const [lead, listLead, ...causes] = failed.meaning;
    const row = $('tbody tr').filter((_, tr) => $(tr).find('th').text() === 'Failed');
    expect(row.find('td').last().text()).toBe(`${lead} (more below)`);
    expect(row.find('td').last().find('a').attr('href')).toBe('#more-mt-failed');
    expect($('.rule-blocks__block').attr('id')).toBe('more-mt-failed');
    expect($('.rule-blocks__title').text()).toBe('MT Failed');
    expect($('.rule-blocks__block').text()).toContain(listLead);
    expect($('.rule-blocks__block li')).toHaveLength(causes.length);
  });

  it('sends readers of a Blocked device to its causes', () => {
    const $ = render(h(ConnectivityStateTable));
    const blocked = $('tbody tr').filter((_, row) => $(row).find('th').text() === 'Blocked');
    expect(blocked.find('a[href="/portal/connected-devices#what-a-blocked-device-can-still-do"]')).toHaveLength(1);
  });

  it('gives each block cause a row with its events and what still works, and the long cells continue under the table', () => {
    const $ = render(h(BlockCauseRules));
    const rows = $('tbody tr');
    expect(rows).toHaveLength(blockCauses.length);
    expect(
      $('thead th')
        .map((_, th) => $(th).text())
        .get(),
    ).toEqual(['Cause', 'Event', 'Registration', 'Data', 'SMS']);
    const cells = (index: number) =>
      rows
        .eq(index)
        .children('th, td')
        .map((_, cell) => $(cell).text())
        .get();
    expect(cells(0)[0]).toBe('Data limit or satellite data limit of the service policy reached');
    expect(cells(0).slice(1, 3)).toEqual(['Event 11, Endpoint blocked.', 'Kept.']);
    expect(rows.eq(0).find('em').first().text()).toBe('Endpoint blocked');
    // How a data-limit block ends: event 12, in the lead of the Data notes under the table, then its ways out as a list.
    expect(cells(0)[3]).toMatch(/reached\. \(more below\)$/);
    const dataNotes = $('.rule-blocks__block').filter((_, block) => /^more-data-limit/.test($(block).attr('id') ?? ''));
    expect(dataNotes.text()).toMatch(/The block ends with event 12, Endpoint unblocked/);
    expect(dataNotes.find('li')).toHaveLength(3);
    // A cause no event names says which events its effects record instead of a bare None, the rest under the table.
    const trial = blockCauses.findIndex((block) => 'events' in block);
    expect(cells(trial)[1]).toBe('No event names it. (more below)');
    expect($('#more-trial-ended').text()).toMatch(/event 17, Endpoint offline/);
    // The notes are titled with each cause's short title from states.ts, not its cell.
    expect(
      $('.rule-blocks__title')
        .map((_, title) => $(title).text())
        .get()
        .sort(),
    ).toEqual(
      blockCauses
        .filter((block) => 'events' in block || typeof block.data !== 'string')
        .map((block) => block.title)
        .sort(),
    );
    // Every cell ends with a full stop, or with the link to the rest.
    for (const index of blockCauses.keys()) {
      for (const cell of cells(index).slice(1)) expect(cell, blockCauses[index].cause).toMatch(/\.$|\(more below\)$/);
    }
    expect($('a[href="/how-tos/extend-data-limit"]').length).toBe(1);
  });

  it('says SMS during a data block once, above the table, and gives those rows no SMS text of their own', () => {
    const $ = render(h(BlockCauseRules));
    const dataBlocks = blockCauses.flatMap((block, index) => ('sms' in block ? [] : [index]));
    expect(dataBlocks.length).toBeGreaterThan(0);
    for (const index of dataBlocks) {
      expect($('tbody tr').eq(index).children('td').last().text()).toBe('As before the block.');
    }
    expect($('a[href="/services/sms#radio-technology-and-attach"]')).toHaveLength(1);
    expect($('p').first().text()).toBe(shownText(smsDuringDataBlock));
  });

  it('lists exactly the block causes that create no event', () => {
    const $ = render(h(SilentBlockCauses));
    const silent = blockCauses.filter((block) => block.eventIds.length === 0);
    expect(silent.length).toBeGreaterThan(0);
    expect(
      $('li')
        .map((_, item) => $(item).text())
        .get(),
    ).toEqual(silent.map((block) => shownText(block.cause)));
  });

  it.each([
    ['a device accepts', assignableSimStates, AssignableSimStates],
    ['a workspace transfer accepts', transferableSimStates, TransferableSimStates],
    ['that receive SMS', simStates.filter((state) => state.works.smsMt).map((state) => state.name), SmsSimStates],
  ])('names the SIM states %s, from states.ts', (_what, names: readonly string[], list) => {
    expect(render(h('p', null, h(list)))('p').text()).toBe(`${names.slice(0, -1).join(', ')} or ${names.at(-1)}`);
  });

  it('renders the IMEI lock, registration refusals and trial end from states.ts, links included', () => {
    const imei = render(h(ImeiLockRule));
    expect(imei('.rule-blocks__title').length).toBe(Object.keys(imeiLock).length);
    expect(imei('.rule-blocks').text()).toContain(imeiLock.entered.slice(0, 40));
    // The binding rule is held as parts, one item each in its block; the move is numbered steps.
    expect(imei('.rule-blocks__block li').length).toBe(
      imeiLock.bindsAt.length + imeiLock.refusal.length + imeiLock.move.length,
    );
    expect(imei('.rule-blocks__block ol > li').length).toBe(imeiLock.move.length);
    // One block per cause: its title, then Why, what the module does and what brings it back, lists as lists.
    const blocks = (props?: {causes: number[]}) => render(h(RegistrationRefusals, props))('.rule-blocks__block');
    const refusals = render(h(RegistrationRefusals));
    expect(blocks()).toHaveLength(registrationRefusals.length);
    expect(refusals('.rule-blocks__block > ul > li')).toHaveLength(registrationRefusals.length * 3);
    expect(refusals('a[href="/portal/connected-devices#imei-lock"]').length).toBe(1);
    const cause13 = registrationRefusals.find((refusal) => refusal.causes.some(({cause}) => cause === 13))!;
    const cause13Block = blocks({causes: [13]});
    expect(cause13Block).toHaveLength(1);
    expect(cause13Block.find('.rule-blocks__title').text()).toBe('Cause 13, roaming not allowed in this tracking area');
    expect(cause13Block.find('li li').length).toBe(cause13.moduleDoes.length + cause13.recovery.length);
    for (const item of cause13.recovery) expect(cause13Block.text()).toContain(item.slice(0, 40));
    expect(blocks({causes: [8, 15]})).toHaveLength(2);
    // Under a page heading that names the cause, the block leaves its own title out and keeps its items.
    const untitled = render(h(RegistrationRefusals, {causes: [13], untitled: true}))('.rule-blocks__block');
    expect(untitled.find('.rule-blocks__title')).toHaveLength(0);
    expect(untitled.children('ul').children('li')).toHaveLength(3);
    expect(() => render(h(RegistrationRefusals, {causes: [99]}))).toThrow(/<RegistrationRefusals>: no row for 99/);
    // The trial end is a two-column table: a row per item, its label as the row header.
    const trial = render(h(TrialEndRule));
    expect(
      trial('thead th')
        .map((_, cell) => trial(cell).text())
        .get(),
    ).toEqual(['What', 'After the trial ends']);
    expect(trial('tbody tr')).toHaveLength(Object.keys(trialEnd).length);
    expect(trial('tbody th[scope="row"]').first().text()).toBe('Connectivity in the Portal');
  });

  it('renders every state behind a cause 7 or 8 refusal, so a troubleshooting cell names them all', () => {
    const why = render(h('p', null, h(RefusalWhy, {cause: 7})));
    expect(why('p').text()).toMatch(/Disabled[^;]*Suspended[^;]*trial ended/);
    expect(why('p').text()).toBe(render(h('p', null, h(RefusalWhy, {cause: 8})))('p').text());
    expect(why('a[href="/quickstart/trial#when-the-trial-ends"]').length).toBe(1);
    expect(() => render(h(RefusalWhy, {cause: 99}))).toThrow(/RefusalWhy: no cause 99/);
  });

  it('renders the restart after a cause 7 or 8 refusal from restartAfterRefusal, with or without when it applies', () => {
    // The full note is a block: the lead, then refused (with one item per state behind it) and detached, then the
    // exception, the restart and how to see both.
    const full = render(h('div', null, h(RestartAfterRefusalNote)));
    expect(full('div > ul > li')).toHaveLength(2);
    expect(full('div > ul > li > ul > li')).toHaveLength(restartAfterRefusal.when.refused.length - 1);
    expect(full('div > ul > li').last().text()).toBe(restartAfterRefusal.when.detached);
    expect(full('div').text()).toContain(restartAfterRefusal.comesBackByItself);
    expect(full('div > p code').first().text()).toBe('AT+CFUN=1,1');
    // The exception and the restart are two labelled paragraphs, each answering one question.
    expect(
      full('div > p > strong')
        .map((_, label) => full(label).text())
        .get(),
    ).toEqual(['Comes back by itself:', 'How to restart the others:', 'See the refusal and the recovery:']);
    // The check is numbered steps; the first names the read command and the answer fields of TS 27.007 10.1.22 in
    // their order.
    expect(full('div > ol > li')).toHaveLength(restartAfterRefusal.check.length);
    expect(full('div > ol > li').first().text()).toMatch(/AT\+CEREG=3.*\+CEREG: 3,3,"[0-9A-F]+","[0-9A-F]+",7,0,7/);
    expect(full('a[href="/quickstart/troubleshooting#what-the-module-does-after-a-refusal"]').length).toBe(1);
    const stepOnly = render(h('p', null, h(RestartAfterRefusalNote, {stepOnly: true})))('p').text();
    expect(stepOnly).not.toContain(restartAfterRefusal.comesBackByItself);
    // Inline it follows the step that removed the cause, so it does not name that cause again.
    expect(stepOnly).toMatch(/^Then restart the modem/);
    // A consumer eSIM page speaks to a phone: no AT command in its step.
    const phone = render(h('p', null, h(RestartAfterRefusalNote, {phone: true})))('p').text();
    expect(phone).toMatch(/^Then restart the device\./);
    expect(phone).not.toMatch(/AT\+/);
    expect(full('div').text()).toContain('Once the cause is removed, restart the modem');
  });

  it('renders the empty-APN rule from apn.ts, a block per field, a sentence as a paragraph', () => {
    const blocks = render(h(EmptyApnRule));
    expect(blocks('.rule-blocks__title').length).toBe(Object.keys(apnRule).length);
    expect(blocks('.rule-blocks__block > p').eq(1).text()).toBe(shownText(apnRule.subscriptionDefault));
  });

  it('lists every transition with its event', () => {
    const table = rows(render(h(SimTransitionTable)));
    expect(table).toHaveLength(simTransitions.length);
    expect(table).toContainEqual([
      'Factory Test',
      'Activated',
      'test threshold reached, or activate',
      'The platform; or you, in the Portal or with updateSim',
      '8',
    ]);
  });

  it('draws one Mermaid edge per transition, with ids for states whose names have spaces', () => {
    const source = render(h(SimLifecycleDiagram))('pre.mermaid-source').text();
    expect(source.split('\n').filter((line) => line.includes('-->'))).toHaveLength(simTransitions.length);
    expect(source).toContain('state "Factory Test" as FactoryTest');
    expect(source).toContain('FactoryTest --> Activated: test threshold reached, or activate');
  });
});

describe('event tables', () => {
  it('shows each event type once, in the table of its source', () => {
    const ids = [0, 1, 2].flatMap((source) =>
      rows(render(h(EventTypesTable, {source: source as 0 | 1 | 2}))).map((cells) => Number(cells[0])),
    );
    expect(ids.sort((a, b) => a - b)).toEqual(eventTypes.map((type) => type.id).sort((a, b) => a - b));
  });

  it('shows the listed ids in their order', () => {
    const ids = rows(render(h(EventTypesTable, {ids: [22, 18, 19]}))).map((cells) => cells[0]);
    expect(ids).toEqual(['22', '18', '19']);
  });

  it('fails on a source or an id with no event type, rather than render an empty table', () => {
    expect(() => render(h(EventTypesTable, {source: 3 as 0}))).toThrow(/<EventTypesTable>: no row for 3/);
    expect(() => render(h(EventTypesTable, {ids: [999 as 1]}))).toThrow(/No event type 999/);
  });

  it('names the severity next to its id', () => {
    const blocked = rows(render(h(EventTypesTable, {source: 1}))).find((cells) => cells[0] === '11');
    expect(blocked?.slice(0, 3)).toEqual(['11', 'Endpoint blocked', '2 Critical']);
  });

  it("lists a type's cases under its text, one item per value: event 17's causes, in their order", () => {
    const $ = render(h(EventTypesTable, {source: eventTypes.find((type) => type.id === 17)!.source}));
    const causes = $('#event-type-17-in-full li code:first-child')
      .toArray()
      .map((code) => $(code).text());
    expect(causes).toEqual([...endpointOfflineCauses]);
  });

  it('prints the envelope once in full, then the detail JSON of every event type, a row each', () => {
    const $ = render(h(React.Fragment, null, EventExamples()));
    const envelopes = $('pre')
      .toArray()
      .map((pre) => JSON.parse($(pre).text()) as {event_type: {id: number}});
    expect(envelopes.map((example) => example.event_type.id)).toEqual([eventTypes[0].id]);
    const shown = rows($).map((cells) => ({id: Number(cells[0]), detail: JSON.parse(cells[2]) as unknown}));
    expect(shown).toEqual(eventTypes.map((type) => ({id: type.id, detail: type.detail})));
  });

  it("prints one type's example, a data session on the platform's APN", () => {
    const example = JSON.parse(render(h(EventExample, {id: 3}))('pre').text()) as {
      event_type: {id: number};
      detail: {apn: string};
    };
    expect(example.event_type.id).toBe(3);
    expect(example.detail.apn).toBe(provider.apn.name);
  });

  it('names every event type whose detail has an author field, with that field, and no other', () => {
    const text = render(h('p', null, AuthoredEventTypes())).text();
    const authored = eventTypes.filter((type) => 'authorField' in type);
    expect(authored.map((type) => type.id)).toEqual(expect.arrayContaining([39, 41, 44, 46]));
    for (const type of authored) {
      const field = (type as {authorField: string}).authorField;
      // The field is in the example payload and names a user by their address.
      expect((type.detail as Record<string, unknown>)[field], `event ${type.id}`).toMatch(/^[^@\s]+@[^@\s]+$/);
      expect(text).toContain(`${type.id} ${type.name} (${field})`);
    }
    // A user's address in another event's detail means an author field not declared.
    const undeclared = eventTypes.filter(
      (type) =>
        !('authorField' in type) &&
        Object.entries(type.detail).some(([key, value]) => key !== 'username' && /@/.test(String(value))),
    );
    expect(undeclared.map((type) => type.id)).toEqual([]);
    expect(text).not.toContain('SIM suspension');
    // Event 12's blocked_by names the limit whose block ended, not who made a change.
    expect(text).not.toContain(eventType(12).name);
  });
});

describe('limits tables', () => {
  it("show the module's values", () => {
    const authentication = rows(render(h(LimitsTable, {group: 'Authentication'})));
    expect(authentication[0]).toEqual(['auth_token lifetime', `${limits.authentication.authTokenLifetimeHours} hours`]);
    expect(authentication.find((cells) => cells[0] === 'SSO clock skew')?.[1]).toMatch(
      new RegExp(`^${limits.authentication.ssoClockSkewMinutes} minutes either way`),
    );
  });

  it('say which SMS each SMS limit counts', () => {
    const sms = rows(render(h(LimitsTable, {group: 'SMS'})));
    expect(sms.find((cells) => cells[0] === 'P2P rate')?.[2]).toBe('SMS sent by the device (MO)');
    expect(sms.find((cells) => cells[0] === 'SMS quota')?.[2]).toBe('SMS in both directions (MO and MT)');
  });

  it('name both calls without a token on the per-IP row, since they share one budget (limits.ts apiRateLimits)', () => {
    const perIp = rows(render(h(LimitsTable, {group: 'API rate limits'}))).find((cells) =>
      /per client IP/.test(cells[0]),
    );
    expect(perIp?.[0]).toMatch(/POST \/api\/v1\/authenticate and GET \/api\/v1\/openapi\.json/);
    expect(perIp?.[1]).toBe(`${limits.apiRateLimits.authenticateRequestsPerMinutePerIp} requests per minute`);
  });

  it('show every value of limits.ts, and the limits page shows every group', () => {
    // Two values the page states in its prose instead: when to refresh a token, and the record at session close.
    const inProse = new Set(['authentication.refreshAheadMinutes', 'usageRecords.recordOnSessionClose']);
    const source = readFileSync(path.join(__dirname, '../../src/components/platform/LimitsTable.tsx'), 'utf8');
    const missing = Object.entries(limits).flatMap(([group, values]) =>
      Object.keys(values as object)
        .map((key) => `${group}.${key}`)
        .filter((name) => !inProse.has(name) && !new RegExp(`\\.${name.split('.')[1]}\\b`).test(source)),
    );
    expect(missing, 'limits.ts values no row of LimitsTable shows').toEqual([]);
    const page = readFileSync(path.join(__dirname, '../../docs/services/limits.mdx'), 'utf8');
    for (const group of Object.keys(limitGroups)) expect(page, group).toContain(`<LimitsTable group="${group}" />`);
  });

  it('mark up every group as a table with column and row headers', () => {
    for (const group of Object.keys(limitGroups)) {
      const $ = render(h(LimitsTable, {group}));
      expect($('thead th[scope="col"]').length, group).toBeGreaterThanOrEqual(2);
      expect($('tbody th[scope="row"]').length, group).toBe(limitGroups[group].length);
    }
  });
});

describe('automation tables', () => {
  it.each([
    ['triggers', AutomationTriggerTable, automationTriggers.map((trigger) => trigger.name)],
    ['conditions', AutomationConditionTable, automationConditions.map((condition) => condition.condition)],
    ['actions', AutomationActionTable, automationActions.map((action) => action.name)],
    ['statuses', AutomationStatusTable, automationStatuses.map((status) => status.name)],
    ['run outcomes', AutomationOutcomeTable, automationOutcomes.map((outcome) => outcome.name)],
  ] as const)("list every one of the %s, in the module's order, as row headers", (_kind, Table, names) => {
    const $ = render(h(Table));
    expect(
      $('tbody th[scope="row"]')
        .toArray()
        .map((cell) => $(cell).text()),
    ).toEqual(names);
  });

  it.each([
    ['triggers', AutomationTriggerTable, automationTriggerNote],
    ['conditions', AutomationConditionTable, automationConditionNote],
    ['run outcomes', AutomationOutcomeTable, automationOutcomeNote],
  ] as const)("of the %s carry the module's note on the whole table in a paragraph under it", (_kind, Table, note) => {
    const $ = render(h(Table));
    expect($('table + p').text()).toBe(shownText(note));
  });

  it('list every scope, with the link to tags', () => {
    const $ = render(h(AutomationScopeList));
    expect($('li').length).toBe(automationScopes.length);
    expect($('a[href="/how-tos/manage-tags"]').length).toBe(1);
  });

  it("list, like every list of module text, each item with its links (a trial's hold-backs)", () => {
    const $ = render(h(TrialHeldBackList));
    expect($('li').length).toBe(trialHeldBack.length);
    expect($('a[href="/quickstart/register-sims"]').length).toBe(1);
  });

  it('render the links of the module text', () => {
    const $ = render(h(AutomationActionTable));
    expect($('a[href="/services/sms#sms-over-nb-iot"]').length).toBe(1);
  });
});

describe('billing rules', () => {
  it("list an overdue invoice's stages, each item led by its label in bold and saying the module's text", () => {
    const $ = render(h(OverduePaymentRule));
    const items = $('li').toArray();
    expect(items.map((item) => $(item).children('strong').first().text())).toEqual([
      'Overdue:',
      'Reminders:',
      'Activations blocked:',
      'What the API answers:',
      'What keeps working:',
      'Events:',
      'How to pay:',
      'When the hold ends:',
    ]);
    const stages = Object.values(overduePayment);
    expect(items.map((item) => $(item).text())).toEqual(
      items.map((item, index) => `${$(item).children('strong').first().text()} ${shownText(stages[index]!)}`),
    );
    expect($('a[href="/portal/user-settings#notification-preferences"]').length).toBe(1);
  });
});

describe('rule tables', () => {
  it.each([
    ['PlanTable', () => h(PlanTable), planFeatures.length + 1],
    ['PlanSupportTable', () => h(PlanSupportTable), planNames.length],
    ['PriceModelTable', () => h(PriceModelTable), priceModels.length],
    ['PlanChangeTable', () => h(PlanChangeTable), planChanges.length],
    ['QuotaFieldTable', () => h(QuotaFieldTable), quotaFields.length],
    ['QuotaActionTable', () => h(QuotaActionTable), quotaActions.length],
    ['QuotaSituationTable', () => h(QuotaSituationTable), quotaSituations.length],
    ['QuotaStatusTable', () => h(QuotaStatusTable), quotaStatuses.length],
    ['BreakoutRegionTable', () => h(BreakoutRegionTable), breakoutRegions.length],
    ['SmsStatusTable MT', () => h(SmsStatusTable, {direction: 'MT'}), mtSmsStatuses.length],
    ['SmsStatusTable MO', () => h(SmsStatusTable, {direction: 'MO'}), moSmsStatuses.length],
    ['SmppReceiptTable', () => h(SmppReceiptTable), smppReceipts.length],
    ['DataStreamStatusTable', () => h(DataStreamStatusTable), dataStreamStatuses.length],
    ['StreamTargetOrderTable', () => h(StreamTargetOrderTable), streamTargetOrders.length],
    ['SignInMethodTable', () => h(SignInMethodTable), signInMethods.length],
    ['MfaMethodTable', () => h(MfaMethodTable), mfaMethods.length],
    ['PersonalTokenEndTable', () => h(PersonalTokenEndTable), personalTokenEnds.length],
    ['SimOwnershipTable', () => h(SimOwnershipTable), simOwnershipRules.length],
  ] as const)('%s has a row per entry of the module, each with a row header', (_name, element, count) => {
    const $ = render(element());
    expect($('tbody tr').length).toBe(count);
    expect($('tbody th[scope="row"]').length).toBe(count);
    expect($('thead th[scope="col"]').length).toBeGreaterThanOrEqual(2);
  });

  it('gives each kind of policy change a block of its own, what it does to an open session as a list', () => {
    const $ = render(h(PolicyChangeRules));
    expect(
      $('.rule-blocks__title')
        .map((_, title) => $(title).text())
        .get(),
    ).toEqual(policyChangeTimings.map((timing) => timing.kind));
    expect($('.rule-blocks__block').first().find('li li')).toHaveLength(policyChangeTimings[0].openSession.length);
  });

  it('gives every feature that a plan lacks what a move to that plan does to it', () => {
    const lacking = planFeatures.filter((feature) => feature.includedIn.length < planNames.length);
    const table = rows(render(h(PlanDowngradeTable)));
    expect(table.map((cells) => cells[0])).toEqual(lacking.map((feature) => shownText(feature.feature)));
    expect(table.find((cells) => cells[0] === 'Workspaces')?.[1]).toBe('Standard or Plus');
  });

  it('marks the plans that include a feature, and gives each plan its support level', () => {
    const table = rows(render(h(PlanTable)));
    expect(table.find((cells) => cells[0] === 'Workspaces')).toEqual(['Workspaces', '–', '–', '✓']);
    expect(table.find((cells) => cells[0] === 'Automations')).toEqual(['Automations', '✓', '✓', '✓']);
    expect(table.at(-1)?.[0]).toBe('Support');
  });

  it('lists in the trial hold-backs, by name, every feature of the trial plan that waits for the upgrade', () => {
    const list = render(h(TrialHeldBackList));
    const waiting = planFeatures.filter(
      (feature) => 'trialHoldsBack' in feature && (feature.includedIn as readonly string[]).includes(trialPlan),
    );
    expect(waiting.length).toBeGreaterThan(0);
    // One more item: BIC2 batch registration, which is no plan feature.
    expect(list('ul').first().children('li')).toHaveLength(waiting.length + 1);
    const heldBack = list('li').text();
    // The list names a feature by its short name, or without the terms after its first comma.
    for (const feature of waiting) {
      const name = ('shortName' in feature && feature.shortName) || feature.feature;
      expect(heldBack, feature.feature).toContain(shownText(name.split(',')[0]));
    }
  });

  it('says a price model is changed by sales, and a plan by the roles that may', () => {
    const table = rows(render(h(PlanChangeTable)));
    expect(table.find((cells) => cells[0] === 'Change the price model')?.[2]).toBe('Sales');
    expect(table.find((cells) => cells[0] === 'Move to a higher plan')?.[2]).toBe('Owner');
  });

  it('shows quota action ids, SMS status pairs and stream values as the API has them', () => {
    expect(rows(render(h(QuotaActionTable))).map((cells) => cells.slice(0, 2))).toEqual([
      ['Block', '1'],
      ['Throttle', '2'],
    ]);
    expect(rows(render(h(QuotaStatusTable))).map((cells) => cells[0])).toEqual([
      '1 ACTIVE',
      '2 EXHAUSTED',
      '3 EXPIRED',
    ]);
    const mo = rows(render(h(SmsStatusTable, {direction: 'MO'})));
    expect(mo[0].slice(0, 2)).toEqual(['Received', '4 DELIVERED']);
    const streams = rows(render(h(DataStreamStatusTable)));
    expect(streams.find((cells) => cells[0] === 'Error')?.[1]).toBe('failed');
  });

  it("says Pub/Sub keeps a device's order only on a subscription with message ordering enabled", () => {
    const pubSub = rows(render(h(StreamTargetOrderTable))).find((cells) => cells[0] === 'Google Pub/Sub');
    expect(pubSub?.[1]).toMatch(/only if your subscription has message ordering enabled/);
  });

  it('renders only the sign-in methods of one page when given its route', () => {
    const openVpn = rows(render(h(SignInMethodTable, {home: '/services/openvpn'}))).map((cells) => cells[0]);
    expect(openVpn).toEqual(
      signInMethods.filter((method) => method.home === '/services/openvpn').map((method) => method.who),
    );
    expect(openVpn).toHaveLength(2);
    // On its home page a row does not link to the page itself; elsewhere every row links its home.
    expect(render(h(SignInMethodTable, {home: '/services/openvpn'}))('tbody a[href="/services/openvpn"]')).toHaveLength(
      0,
    );
    expect(render(h(SignInMethodTable))('tbody a[href="/services/openvpn"]')).toHaveLength(2);
    expect(() => render(h(SignInMethodTable, {home: '/services/open-vpn'}))).toThrow(/"\/services\/open-vpn"/);
    // With `page`, every method shows, and only the rows whose home is that page lose their link.
    const mfa = '/how-tos/multi-factor-authentication';
    const onMfa = render(h(SignInMethodTable, {page: mfa}));
    expect(rows(onMfa)).toHaveLength(signInMethods.length);
    expect(onMfa(`tbody a[href="${mfa}"]`)).toHaveLength(0);
    expect(onMfa('tbody a[href="/services/openvpn"]')).toHaveLength(2);
    // Without the second-factor column, its heading and its cells are gone.
    const withoutSecondFactor = render(h(SignInMethodTable, {home: '/services/openvpn', secondFactor: false}));
    expect(
      withoutSecondFactor('thead th')
        .map((_, th) => withoutSecondFactor(th).text())
        .get(),
    ).toEqual(['Who', 'Credential', 'Result']);
  });

  it('marks the default breakout region', () => {
    const regions = rows(render(h(BreakoutRegionTable))).map((cells) => cells[0]);
    expect(regions).toContain('EU West (default)');
  });

  it('renders the module text of links, code and bold', () => {
    const signInTable = render(h(SignInMethodTable));
    expect(signInTable('tbody a[href="/portal/application-tokens"]').length).toBe(1);
    expect(signInTable('tbody a[href="/rest#password-sessions"]').length).toBe(1);
    expect(render(h(PlanChangeTable))('tbody strong').first().text()).toBe('Organisation → Subscription');
    expect(render(h(QuotaFieldTable))('tbody th code').first().text()).toBe('status.id');
  });
});

describe('inline rule values', () => {
  it('name the plans of a feature, linked to the plan table', () => {
    const $ = render(h(PlansWith, {feature: 'Workspaces'}));
    expect($('a').text()).toBe('the Pro plan');
    expect($('a').attr('href')).toBe('/portal/org/subscription#plans');
    expect(render(h(PlansWith, {feature: 'Automations'}))('a').text()).toBe('every plan');
  });

  it('give the Portal label of an SMS status, and refuse one that does not exist', () => {
    expect(render(h(SmsStatusLabel, {direction: 'MO', description: 'DELIVERED'}))('a').text()).toBe('Received');
    expect(() => render(h(SmsStatusLabel, {direction: 'MO', description: 'ENROUTE'}))).toThrow(
      /no MO SMS status ENROUTE/,
    );
  });

  it('name the default breakout region and what a policy without data does', () => {
    expect(render(h(DefaultBreakoutRegion))('a').text()).toBe('EU West');
    expect(render(h(PolicyWithoutData))('strong').text()).toBe('Attached');
  });
  it('limit the SIM ownership table to the actions a page names, and refuse an action that does not exist', () => {
    const table = rows(render(h(SimOwnershipTable, {actions: ['Close the organisation']})));
    expect(table.map((cells) => cells[0])).toEqual(['Close the organisation']);
    expect(() => render(h(SimOwnershipTable, {actions: ['Close the organization']}))).toThrow(
      /<SimOwnershipTable>: no row for "Close the organization"/,
    );
  });
});

describe('workspace and role rules', () => {
  it('name who may take a workspace action, lower-cased for use mid-sentence when asked', async () => {
    const {WorkspaceActionWho} = await import('../../src/components/platform/WorkspaceRuleTable');
    const {workspaceRules} = await import('../../src/platform');
    const who = workspaceRules.find((rule) => rule.action === 'Unlink a workspace')!.who;
    const asCell = shownText(render(h('p', null, h(WorkspaceActionWho, {action: 'Unlink a workspace'})))('p').text());
    const inSentence = render(h('p', null, h(WorkspaceActionWho, {action: 'Unlink a workspace', lower: true})))('p');
    expect(asCell).toBe(shownText(who));
    expect(inSentence.text()).toBe(shownText(lowerFirst(who)));
    expect(inSentence.text().charAt(0)).not.toBe(asCell.charAt(0));
  });

  it('list the workspace rules, or only the ones a page names, with their links', async () => {
    const {WorkspaceRuleTable} = await import('../../src/components/platform/WorkspaceRuleTable');
    const {workspaceRules} = await import('../../src/platform');
    const all = render(h(WorkspaceRuleTable));
    expect(
      all('tbody th[scope="row"]')
        .toArray()
        .map((cell) => all(cell).text()),
    ).toEqual(workspaceRules.map((rule) => rule.action));
    const accept = render(h(WorkspaceRuleTable, {actions: ['Accept a link request']}));
    const parts = workspaceRules.find((rule) => rule.action === 'Accept a link request')!.rule;
    expect(Array.isArray(parts), 'the Accept row is held as parts').toBe(true);
    expect(accept('.rule-blocks__block li li').length, 'a rule held as parts is a list in its block').toBe(
      parts.length,
    );
    expect(accept('.rule-blocks__block li li strong').first().text()).toBe('Confirmation:');
    const acceptRow = all('tbody tr').filter((_, row) => all(row).find('th').text() === 'Accept a link request');
    expect(
      acceptRow.find('a[href="/workspaces/link#what-accepting-does"]').length,
      'the overview links the section',
    ).toBe(1);
    expect(acceptRow.find('li').length, 'the overview sums the rule up instead of listing its parts').toBe(0);
    const acceptRule = workspaceRules.find((rule) => rule.action === 'Accept a link request')!;
    expect(acceptRow.find('td').last().text()).toBe(`${'summary' in acceptRule ? acceptRule.summary : ''} (In full)`);
    // Every rule the overview sums up has its summary.
    for (const rule of workspaceRules) if ('section' in rule) expect('summary' in rule, rule.action).toBe(true);
    const close = render(h(WorkspaceRuleTable, {actions: ['Close a workspace']}));
    expect(close('.rule-blocks__block').length).toBe(1);
    expect(close('.rule-blocks a[href="/workspaces/transfer-sims"]').length).toBe(1);
  });

  it('say what a token does for each change of its creator, and every part of an ownership transfer', async () => {
    const {OwnershipTransferList, TokenCreatorChangeTable} = await import('../../src/components/platform/RoleTables');
    const {ownershipTransfer, tokenCreatorChanges} = await import('../../src/platform');
    const tokens = render(h(TokenCreatorChangeTable));
    expect(tokens('tbody tr').length).toBe(tokenCreatorChanges.length);
    expect(tokens('tbody strong').first().text()).toBe('Creator removed');
    expect(render(h(OwnershipTransferList))('li').length).toBe(Object.keys(ownershipTransfer).length);
  });
});

describe("the rule components' anchors (components/platform/anchors.ts)", () => {
  it("registers every row and block id they render with the build's anchor check, which alone checks links to them", () => {
    const rendered = [
      render(h(SmsStatusTable, {direction: 'MT'})),
      ...[0, 1, 2].map((source) => render(h(EventTypesTable, {source: source as 0 | 1 | 2}))),
    ].flatMap(($) =>
      $('[id]')
        .map((_, element) => $(element).attr('id'))
        .get(),
    );
    const componentIds = rendered.filter(isComponentAnchor);
    expect(componentIds).toEqual(expect.arrayContaining(['more-mt-failed', 'event-type-6', 'event-type-17-in-full']));
    expect(componentIds.filter((id) => !collectedAnchors.has(id))).toEqual([]);
  });
});

describe('EventTypesTable', () => {
  it('gives a long rule its first part in the cell, and the rest in full under the catalogue table', () => {
    const long = eventTypes.filter(
      (type) =>
        'detailValues' in type ||
        (typeof type.firesWhen !== 'string' &&
          (type.firesWhen[0].endsWith(':') || type.firesWhen.join(' ').split(/\s+/).length > eventCellWordLimit)),
    );
    expect(long.map((type) => type.id)).toContain(17);
    const offline = eventTypes.find((type) => type.id === 17)!;
    const inFullLink = `/system-events/event-types#event-type-17-in-full`;
    // On another page: the cell links the catalogue, and nothing follows the table.
    const elsewhere = render(h(EventTypesTable, {ids: [17]}));
    expect(elsewhere('td a').last().attr('href')).toBe(inFullLink);
    expect(elsewhere('.rule-blocks')).toHaveLength(0);
    // In the catalogue: every long type of the source has its block, with an id the build's link check knows.
    const $ = render(h(EventTypesTable, {source: offline.source}));
    const blocks = $('.rule-blocks__block');
    expect(blocks.map((_, block) => $(block).attr('id')).get()).toEqual(
      long.filter((type) => type.source === offline.source).map((type) => `event-type-${type.id}-in-full`),
    );
    expect(collectedAnchors.has('event-type-17-in-full')).toBe(true);
    expect($('#event-type-17-in-full li')).toHaveLength(offline.firesWhen.length - 1);
    for (const cell of $('tbody td:last-child').toArray())
      expect($(cell).text().split(/\s+/).length).toBeLessThanOrEqual(eventCellWordLimit);
  });

  it('ends no cell on a colon: a lead of values ends "(values: in full)."', () => {
    const cells = [0, 1, 2].flatMap((source) => rows(render(h(EventTypesTable, {source: source as 0 | 1 | 2}))));
    expect(cells.filter((cells) => /:\s*(?:In full)?$/.test(cells[3])).map((cells) => cells[0])).toEqual([]);
    expect(cells.find((cells) => cells[0] === '15')?.[3]).toMatch(
      /detail\.reason names the rule \(values: in full\)\.$/,
    );
  });

  it('lists the values of each detail field it has, the example among them, under the catalogue table', () => {
    const withValues = eventTypes.flatMap((type) =>
      'detailValues' in type ? [{type, values: type.detailValues}] : [],
    );
    expect(withValues.map(({type}) => type.id)).toEqual([5, 6, 7, 12, 14, 31]);
    for (const {type, values} of withValues) {
      const listed = values.values.map(({value}) => value);
      expect(listed, `event ${type.id}`).toContain((type.detail as Record<string, unknown>)[values.field]);
      const $ = render(h(EventTypesTable, {source: type.source}));
      // The values are the block's last list; a list of the rule's parts comes before it.
      const items = $(`#event-type-${type.id}-in-full ul:last-of-type > li > code:first-child`)
        .toArray()
        .map((code) => $(code).text());
      expect(items, `event ${type.id}`).toEqual(listed);
      const cell = rows($).find((cells) => cells[0] === String(type.id))![3];
      expect(cell, `event ${type.id}`).toContain(`detail.${values.field} ${values.says} (values: in full).`);
    }
  });
});

describe('rule tables stay tables of short answers', () => {
  // A cell of many sentences reads as a narrow essay; such a rule renders as RuleBlocks or RuleFields instead.
  const cellWordLimit = 100;
  /** The props each table that needs them is rendered with: every value it takes, so every row is checked. */
  const propsOf: Record<string, readonly object[]> = {
    EventTypesTable: sources.map((source) => ({source: source.id})),
    LimitsTable: Object.keys(limitGroups).map((group) => ({group})),
    SmsStatusTable: [{direction: 'MT'}, {direction: 'MO'}],
    SdkStatusTable: [{of: 'sim'}, {of: 'device'}],
  };
  const tables = Object.entries(platformComponents)
    .filter(([name]) => name.endsWith('Table'))
    .flatMap(([name, component]) => (propsOf[name] ?? [{}]).map((props) => [name, props, component] as const));

  it('finds the tables to check', () => {
    expect(tables.length).toBeGreaterThan(25);
  });

  it.each(tables)('%s %j has no cell over the word limit', (_name, props, component) => {
    // A table that throws without props needs an entry in propsOf.
    const $ = render(h(component as React.FC, props));
    expect($('td').length, 'a table with no cells checks nothing').toBeGreaterThan(0);
    const long = $('td, th')
      .map((_, cell) => $(cell).text().trim())
      .get()
      .filter((text) => text.split(/\s+/).length > cellWordLimit)
      .map((text) => `${text.split(/\s+/).length} words: ${text.slice(0, 80)}…`);
    expect(long, `cells over ${cellWordLimit} words; render this rule as RuleBlocks or RuleFields`).toEqual([]);
  });
});

describe('InlineText', () => {
  it('renders the marks of a module text: code, bold Portal labels, italic event names and links', () => {
    const $ = render(
      h(InlineText, {
        text: 'Event 17, *Endpoint offline*, in **Events** with `detail.cause` ([catalogue](/system-events/event-types)); 5 * 60 s.',
      }),
    );
    expect($('em').text()).toBe('Endpoint offline');
    expect($('strong').text()).toBe('Events');
    expect($('code').text()).toBe('detail.cause');
    expect($('a').attr('href')).toBe('/system-events/event-types');
    // An asterisk with a space after it is arithmetic, not a mark.
    expect($.root().text()).toContain('5 * 60 s.');
  });
});

describe('SsoErrorTable', () => {
  it('shows each message of signIn.ts as the Portal spells it, linked to its troubleshooting section, with cause and fix', () => {
    const $ = render(h(SsoErrorTable));
    expect(rows($)).toEqual(
      ssoErrorMessages.map((error) => [error.message, shownText(error.cause), shownText(error.fix)]),
    );
    expect(
      $('tbody th a')
        .toArray()
        .map((link) => $(link).attr('href')),
    ).toEqual(ssoErrorMessages.map((error) => error.section));
    for (const error of ssoErrorMessages) expect(error.section, error.message).toMatch(/^\/sso\/troubleshooting#/);
  });

  it('quotes a message only if the module holds it', () => {
    for (const error of ssoErrorMessages) expect(ssoErrorMessage(error.message)).toBe(error.message);
    expect(() => ssoErrorMessage('Assertion not valid')).toThrow(/no SSO error message/);
  });
});

describe('InvoiceCsvColumnsTable', () => {
  it('renders billing.ts invoiceCsvColumns in order, one row per column, each with its meaning', () => {
    const table = rows(render(h(InvoiceCsvColumnsTable)));
    expect(table.map((cells) => cells[0])).toEqual(invoiceCsvColumns.map((entry) => entry.column));
    for (const cells of table) expect(cells[1]?.length).toBeGreaterThan(0);
  });

  it('names the data total and the SMS counts as reports.ts does, so the exports cannot drift', () => {
    const columns = invoiceCsvColumns.map((entry) => entry.column);
    expect(columns).toContain(dataVolumeColumn('total'));
    expect(columns).toContain(smsCountColumns.tx);
    expect(columns).toContain(smsCountColumns.rx);
  });
});
