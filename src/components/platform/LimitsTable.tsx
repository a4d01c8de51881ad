import React from 'react';
import {limits, nat, overdueDays, smppInterface, type SmsDirection} from '../../platform';
import InlineText from './InlineText';
import ScrollableTable from '../ScrollableTable';

interface LimitRow {
  limit: string;
  value: string;
  counts?: string;
  /** A condition too long for the cell, shown under the table. */
  note?: string;
}

const countsOf = (directions: readonly SmsDirection[]) =>
  directions.length === 2
    ? 'SMS in both directions (MO and MT)'
    : directions.includes('MO')
      ? 'SMS sent by the device (MO)'
      : 'SMS sent to the device (MT)';

const {
  authentication,
  apiRateLimits,
  bulkJobPacing,
  sms,
  automations,
  retention,
  usageRecords,
  factoryTest,
  quotas,
  trial,
  remoteProvisioning,
  openVpn,
  cloudConnect,
  restPaging,
  graphql,
  dataStreams,
  portal,
  workspaces,
  supportAccess,
} = limits;

/**
 * Every limit and timing of src/platform/limits.ts, grouped as the limits page explains them
 * (tests/unit/platform-components.test.ts holds the table to every value of the module).
 */
export const limitGroups: Record<string, LimitRow[]> = {
  Authentication: [
    {limit: '`auth_token` lifetime', value: `${authentication.authTokenLifetimeHours} hours`},
    {limit: 'Refresh token lifetime', value: `${authentication.refreshTokenLifetimeDays} days`},
    {limit: 'Personal API token lifetime', value: `at most ${authentication.personalTokenMaxLifetimeDays} days`},
    {
      limit: 'Portal session',
      value: `ends after ${authentication.portalSessionIdleMinutes} minutes without activity, or ${authentication.portalSessionMaxHours} hours after sign-in`,
    },
    {limit: 'MFA email code', value: `valid ${authentication.mfaEmailCodeMinutes} minutes`},
    {limit: 'Trusted device', value: `${authentication.trustedDeviceDays} days`},
    {
      limit: 'Account lock',
      value: `${authentication.accountLockMinutes} minutes after ${authentication.failedSignInsBeforeLock} failed sign-ins`,
    },
    {limit: 'Password-reset link', value: `valid ${authentication.passwordResetLinkHours} hour, once`},
    {limit: 'Portal invitation', value: `valid ${authentication.invitationDays} days`},
    {
      limit: 'SSO clock skew',
      value: `${authentication.ssoClockSkewMinutes} minutes either way between the Portal's clock and the times in a SAML assertion or OIDC ID token`,
    },
    {
      limit: 'SAML metadata URL re-read',
      value: `every ${authentication.ssoMetadataRefreshHours} hours, and on a signing certificate the Portal does not hold, at most once every ${authentication.ssoMetadataRefetchMinMinutes} minutes ([certificate renewal](/sso#certificate-renewal))`,
    },
    {
      limit: 'Portal password',
      value: `at least ${authentication.passwordMinimumCharacters} characters, none of the last ${authentication.passwordHistory}`,
    },
  ],
  'API rate limits': [
    {
      limit: 'REST and GraphQL, per organisation',
      value: `${apiRateLimits.requestsPerSecondPerOrganisation} requests per second, bursts of ${apiRateLimits.burstPerOrganisation}`,
    },
    {
      limit: 'POST /api/v1/authenticate and GET /api/v1/openapi.json together, per client IP address',
      value: `${apiRateLimits.authenticateRequestsPerMinutePerIp} requests per minute`,
    },
    {limit: '`Retry-After` on 429', value: `at most ${apiRateLimits.maxRetryAfterSeconds} seconds`},
    {
      limit: 'Bulk job pacing (guidance, not enforced)',
      value: `${bulkJobPacing.requestsPerSecond} requests per second`,
    },
  ],
  'Paging and query size': [
    {
      limit: 'REST page size (`per_page`)',
      value: `${restPaging.defaultPerPage} by default, at most ${restPaging.maxPerPage}; a larger value is capped, not refused`,
    },
    {
      limit: 'GraphQL page size (`first`)',
      value: `${graphql.defaultPageSize} by default, at most ${graphql.maxPageSize}; a larger value is capped, not refused`,
    },
    {
      limit: 'GraphQL cursor lifetime',
      value: `at least ${graphql.cursorMinHours} hours after the page that returned it`,
    },
    {
      limit: 'GraphQL objects per query',
      value: `at most ${graphql.maxObjectsPerQuery.toLocaleString('en')}, worked out before the query runs; a larger query is refused whole with QUERY_TOO_LARGE`,
    },
  ],
  SMS: [
    {
      limit: 'Length',
      value: `${sms.gsm7Characters} GSM-7 septets, ${sms.ucs2Characters} UTF-16 code units in UCS-2, or ${sms.dataOctets} octets of 8-bit data over SMPP`,
    },
    {
      limit: 'SMS sender (source address)',
      value: `up to ${sms.senderMaxDigits} digits with an optional leading \`+\`, or 1 to ${sms.senderMaxAlphanumeric} letters, digits and spaces`,
    },
    {
      limit: 'MT validity period',
      value: `${sms.mtValidityDefaultHours} hours unless \`expiry_date\` sets another, at most ${sms.mtValidityMaxHours} hours after the request`,
    },
    {limit: 'P2P rate', value: `${sms.p2pPerMinute} SMS per minute per device`, counts: countsOf(sms.p2pCounts)},
    {
      limit: 'SMPP binds',
      value: `${smppInterface.maxBinds} open at a time per organisation; one more is refused with ${smppInterface.tooManyBindsStatus}`,
      note: 'A transceiver bind counts one; a transmitter and a receiver count one each.',
    },
    {limit: 'Monthly SMS limit of a service policy', value: 'set per policy', counts: countsOf(sms.monthlyLimitCounts)},
    {limit: 'SMS quota', value: 'set per device', counts: countsOf(sms.quotaCounts)},
    {
      limit: 'Webhook answer',
      value: `2xx within ${sms.webhookResponseSeconds} seconds, else tried again ${sms.webhookRetries} times within about ${sms.webhookRetryMinutes} minutes`,
    },
  ],
  'Usage records and thresholds': [
    {
      limit: 'Data usage record of an open session',
      value: `checked every ${usageRecords.intervalSeconds} seconds`,
      note: `A record of an open session is written when ${usageRecords.minimumKilobytes} KB or more were used since the last record, at session close, and at ${limits.dataLimits.reset} of each month.`,
    },
    {
      limit: 'Factory test thresholds',
      value: `${factoryTest.dataKilobytes} KB of data or ${factoryTest.sms} SMS`,
      counts: `data, and ${countsOf(factoryTest.smsCounts)}`,
      note: 'An SMS counts when the platform accepts it, as it does for a quota ([when an SMS counts](/services/quota-management#when-an-sms-counts)). Usage up to the thresholds is not charged ([Factory Test pricing](/services/factory-test-mode#pricing-model)).',
    },
    {
      limit: 'Quota threshold event',
      value: `at ${quotas.defaultThresholdPercent} % of the volume used unless set otherwise`,
    },
    {
      limit: 'Data, SMS and satellite limits',
      value: `per ${limits.dataLimits.period}, reset at ${limits.dataLimits.reset}`,
    },
  ],
  Automations: [
    {limit: 'Webhook action answer', value: `2xx within ${automations.webhookResponseSeconds} seconds`},
    {
      limit: 'Webhook action retries',
      value: `${automations.webhookRetries} more tries within about ${automations.webhookRetryMinutes} minutes`,
    },
  ],
  Retention: [
    {limit: 'System events', value: `${retention.eventsDays} days`},
    {limit: 'Records of a paused or failing data stream', value: `${retention.pausedStreamDays} days`},
    {limit: 'Automation run history', value: `${retention.automationHistoryDays} days`},
    {limit: 'Usage records', value: `${retention.usageRecordsMonths} months`},
    {limit: 'SMS metadata (sender, recipient, time, status)', value: `${retention.smsMetadataMonths} months`},
    {limit: 'Audit log', value: `${retention.auditLogMonths} months`},
    {limit: 'Download link of a data export', value: `${retention.dataExportLinkDays} days`},
    {
      limit: 'SMS text',
      value: `${retention.smsTextDefaultDays} days by default; ${retention.smsTextChoicesDays.join(', ')} days to choose from`,
    },
    {
      limit: 'SMS texts older than a shortened retention period',
      value: `removed within ${retention.smsTextShortenedRemovalHours} hours`,
    },
    {
      limit: 'Access or deletion request about personal data',
      value: `completed within ${retention.personalDataRequestDays} days`,
    },
    {limit: 'Data of a closed organisation', value: `deleted after ${retention.closedOrganisationDays} days`},
  ],
  'Data streams': [
    {
      limit: 'Retries',
      value: `exponential backoff from ${dataStreams.retryFirstSeconds} seconds up to ${dataStreams.retryMaxMinutes} minutes between tries`,
    },
    {
      limit: 'Bulk window (webhook bulk mode, S3, Keen)',
      value: `at most ${dataStreams.bulkWindowSeconds} seconds and ${dataStreams.bulkMaxRecords} records per request`,
    },
    {
      limit: 'A stream shows Error after',
      value: `${dataStreams.errorAfterMinutes} minutes of failed attempts on its oldest waiting record`,
    },
  ],
  'NAT at the breakout': [
    {limit: 'Idle UDP mapping removed after', value: `${nat.udpIdleSeconds} seconds`},
    {limit: 'Idle DNS (UDP port 53) mapping removed after', value: `${nat.udpDnsIdleSeconds} seconds`},
    {
      limit: 'Idle established TCP connection removed after',
      value: `${nat.tcpEstablishedIdleSeconds} seconds (${nat.tcpEstablishedIdleSeconds / 60} minutes)`,
    },
    {limit: 'TCP connection being opened or closed removed after', value: `${nat.tcpTransitorySeconds} seconds`},
    {limit: 'ICMP echo (ping) mapping removed after', value: `${nat.icmpQuerySeconds} seconds`},
  ],
  'OpenVPN and Cloud Connect': [
    {limit: 'OpenVPN transport', value: `${openVpn.transport} only, no TCP fallback`},
    {
      limit: 'OpenVPN connections per credential',
      value: `${openVpn.connectionsPerCredential} at a time; a second login with the same credential replaces the first`,
    },
    {limit: 'OpenVPN TCP MSS', value: `clamped to ${openVpn.mssBytes} bytes by the server`},
    {limit: 'OpenVPN client version', value: `${openVpn.minClientVersion} or later`},
    {
      limit: 'Cloud Connect set-up',
      value: `within ${cloudConnect.setupWorkingDays} working days of the complete request`,
    },
    {
      limit: 'Cloud Connect IPsec',
      value: `IKEv${cloudConnect.ikeVersion}; IKE SA ${cloudConnect.ikeSaLifetimeSeconds} s, child SA ${cloudConnect.childSaLifetimeSeconds} s`,
    },
    {limit: 'Cloud Connect IKE proposals', value: cloudConnect.ikeProposals},
    {limit: 'Cloud Connect ESP proposals', value: cloudConnect.espProposals},
    {limit: 'Cloud Connect IKE initiator', value: cloudConnect.ikeInitiator},
    {
      limit: 'Cloud Connect dead peer detection',
      value: `every ${cloudConnect.dpdIntervalSeconds} s when idle; down after ${cloudConnect.dpdRetries} missed probes`,
    },
    {
      limit: 'Cloud Connect BGP',
      value: `platform ASN ${cloudConnect.platformBgpAsn}, hold time ${cloudConnect.bgpHoldSeconds} s`,
    },
    {
      limit: 'Cloud Connect tunnel MTU and TCP MSS',
      value: `${cloudConnect.tunnelMtuBytes} bytes; MSS clamped to ${cloudConnect.mssBytes} bytes`,
    },
  ],
  Portal: [
    {limit: 'CSV upload', value: `${portal.csvMaxRows.toLocaleString('en')} data rows, the header not counted`},
    {
      limit: 'Pasted list in a table search box',
      value: `${portal.searchListMaxEntries.toLocaleString('en')} identifiers`,
    },
    {limit: 'Rows per page of a table', value: portal.rowsPerPage.join(', ')},
    {
      limit: '**Connected Devices** list refresh',
      value: `every ${portal.deviceListRefreshSeconds} seconds while the list is open`,
    },
    {
      limit: 'Devices one SMS from the Portal addresses',
      value: `up to ${portal.smsMaxDevices}, picked by name or ticked`,
    },
    {limit: 'Custom period of a report', value: `at most ${portal.reportRangeMaxMonths} months`},
    {
      limit: 'Scheduled monthly report',
      value: `runs on day ${portal.scheduledReportDayOfMonth} of the month, for the previous calendar month`,
    },
    {limit: 'Workspace link request', value: `expires after ${workspaces.linkRequestExpiryDays} days unanswered`},
    {
      limit: 'Support access',
      value: `${supportAccess.defaultDays} days by default, 1 to ${supportAccess.maxDays} days as granted; ends earlier when revoked`,
    },
    {
      limit: 'Unpaid invoice',
      value: `reminders ${overdueDays.firstReminder} and ${overdueDays.secondReminder} days after the due date; manual activations refused from day ${overdueDays.activationsBlocked} ([when an invoice is overdue](/portal/org/billing#when-an-invoice-is-overdue))`,
    },
  ],
  'Trial, SIM and eSIM': [
    {limit: 'Trial', value: `${trial.days}-day period with prepaid credit; ${trial.freeSims} free SIMs`},
    {limit: 'IMSIs on one multi-IMSI SIM', value: `up to ${limits.sim.imsiCapacity}`},
    {
      limit: "A new module's first attach, before troubleshooting is worth it",
      value: `about ${limits.sim.firstAttachMinutes} min (${limits.sim.firstAttachNbIotMinutes} min on NB-IoT)`,
    },
    {
      limit: 'A satellite module registering again, before a watchdog resets it',
      value: `at least ${limits.sim.satelliteRegistrationWatchdogMinutes} min, plus the longest gap between passes ([satellite firmware](/services/technical-guidelines-satellite))`,
    },
    {limit: 'Profiles on an M2M eUICC (SGP.02)', value: `up to ${limits.sim.m2mEuiccProfiles}`},
    {limit: 'Profiles on an IoT eUICC (SGP.32)', value: 'as many as its memory holds'},
    {limit: 'SGP.32: an IPAe polls the eIM', value: `at start-up and every ${remoteProvisioning.eimPollHours} hours`},
    {
      limit:
        "SGP.32: the platform's IPAe returns to the previous profile when a newly enabled profile, or the bootstrap profile after a fallback, cannot reach the eIM",
      value: `after ${remoteProvisioning.rollbackMinutes} minutes`,
    },
    {
      limit: 'SGP.32: an IPAd polls the eIM',
      value: `every ${remoteProvisioning.eimPollHours} hours if it follows the platform's interval; otherwise, and at start-up, as its vendor sets ([the polling cycle](/services/euicc-profile-management#the-polling-cycle))`,
    },
  ],
};

/**
 * One group of limits as a table: what is limited, the value, and what it counts where that matters.
 * A row's note, a condition too long for its cell, follows the table as a paragraph led by the row's name.
 */
export function LimitsTable({group}: {group: keyof typeof limitGroups}): React.ReactNode {
  const rows = limitGroups[group];
  const withCounts = rows.some((row) => row.counts);
  const notes = rows.filter((row) => row.note);
  return (
    <>
      <ScrollableTable>
        <thead>
          <tr>
            <th scope="col">Limit</th>
            <th scope="col">Value</th>
            {withCounts && <th scope="col">Counts</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.limit}>
              <th scope="row">
                <InlineText text={row.limit} />
              </th>
              <td>
                <InlineText text={row.value} />
              </td>
              {withCounts && <td>{row.counts ?? '–'}</td>}
            </tr>
          ))}
        </tbody>
      </ScrollableTable>
      {notes.map((row) => (
        <p key={row.limit}>
          <strong>
            <InlineText text={row.limit} />:
          </strong>{' '}
          <InlineText text={row.note ?? ''} />
        </p>
      ))}
    </>
  );
}
