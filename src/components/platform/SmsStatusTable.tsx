import React from 'react';
import Link from '@docusaurus/Link';
import {moSmsStatuses, mtSmsStatuses, smppReceipts, type SmsStatusInfo} from '../../platform';
import RuleTable from './RuleTable';

const statusesOf: Record<'MT' | 'MO', readonly SmsStatusInfo[]> = {MT: mtSmsStatuses, MO: moSmsStatuses};

type Direction = keyof typeof statusesOf;

/**
 * The statuses of messages to the device (MT) or from it (MO): API id and description, Portal label, the first part
 * of the meaning; the rest of a longer one (the causes of an MT Failed, how each interface ends an MO message) follows,
 * titled with the direction, since the SMS page shows both tables.
 */
export function SmsStatusTable({direction}: {direction: Direction}): React.ReactNode {
  return (
    <RuleTable
      columns={[
        {heading: 'Portal label', cell: (status) => status.portalLabel},
        {heading: 'API status', cell: (status) => `\`${status.id}\` \`${status.description}\``},
        {
          heading: 'Meaning',
          parts: (status) => status.meaning,
          restTitle: (status) => `${direction} ${status.portalLabel}`,
        },
      ]}
      rows={statusesOf[direction]}
    />
  );
}

/** The Portal label of one API status, for a sentence, linked to the status table on the SMS page. */
export function SmsStatusLabel({direction, description}: {direction: Direction; description: string}): React.ReactNode {
  const status = statusesOf[direction].find((candidate) => candidate.description === description);
  if (!status) throw new Error(`no ${direction} SMS status ${description} in src/platform/sms.ts`);
  return (
    <Link to="/services/sms#delivery-status">
      <strong>{status.portalLabel}</strong>
    </Link>
  );
}

/** The SMPP delivery receipt each final MT status sends: the `stat:` text and the `message_state` TLV. */
export function SmppReceiptTable(): React.ReactNode {
  return (
    <RuleTable
      columns={[
        {heading: 'MT status', cell: (receipt) => `\`${receipt.status}\``},
        {heading: 'Receipt stat', cell: (receipt) => `\`${receipt.stat}\``},
        {heading: 'message_state TLV', cell: (receipt) => `\`${receipt.messageState}\``},
      ]}
      rows={smppReceipts}
    />
  );
}
