import React from 'react';
import {
  bulkRetry,
  signedWebhooks,
  webhookAnswers,
  webhookDeliveries,
  webhookSecretFromApi,
  webhookSecretOrigin,
} from '../../platform';
import InlineText from './InlineText';
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

/** Who makes a webhook's secret and when it is shown: the same for every kind. */
export function WebhookSecretOrigin(): React.ReactNode {
  return (
    <p>
      <InlineText text={webhookSecretOrigin} /> <InlineText text={webhookSecretFromApi} />
    </p>
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

/** How the platform reads a receiver's answer (2xx, redirect, error, timeout): the same for every kind. */
export function WebhookAnswerTable(): React.ReactNode {
  return (
    <RuleTable
      columns={[
        {heading: 'Your answer', cell: (answer) => answer.answer},
        {heading: 'What the platform does', cell: (answer) => answer.outcome},
      ]}
      rows={webhookAnswers}
    />
  );
}

/** What a retried bulk delivery carries, inline so that it fits a paragraph. */
export function BulkRetryNote(): React.ReactNode {
  return <InlineText text={bulkRetry} />;
}
