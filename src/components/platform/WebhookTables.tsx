import React from 'react';
import {signedWebhooks, webhookDeliveries} from '../../platform';
import RuleTable from './RuleTable';

/** Every kind of webhook the platform signs, and where its secret is set. */
export function SignedWebhookTable(): React.ReactNode {
  return (
    <RuleTable
      columns={[
        {heading: 'Webhook', cell: (webhook) => webhook.kind},
        {heading: 'Secret', cell: (webhook) => webhook.secretFrom},
      ]}
      rows={signedWebhooks}
    />
  );
}

/** How each kind of webhook is delivered: the answer time, the retries, and whether order is kept. */
export function WebhookDeliveryTable(): React.ReactNode {
  return (
    <RuleTable
      columns={[
        {heading: 'Webhook', cell: (delivery) => delivery.kind},
        {heading: 'Answer within', cell: (delivery) => `${delivery.responseSeconds} seconds`},
        {heading: 'Retries', cell: (delivery) => delivery.retries},
        {heading: 'Order', cell: (delivery) => delivery.order},
      ]}
      rows={webhookDeliveries}
    />
  );
}
