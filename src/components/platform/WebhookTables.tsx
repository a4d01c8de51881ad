import React from 'react';
import {
  bulkRetry,
  signedWebhooks,
  webhookAnswers,
  webhookAnswersOf,
  webhookDeliveries,
  type WebhookKey,
  webhookOrderNote,
  webhookRedirectNote,
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

/**
 * How each kind of webhook is delivered: the answer time, the retries, and whether order is kept. A kind whose retries
 * take more than a sentence gives its first in the cell and the rest under the table.
 */
export function WebhookDeliveryTable(): React.ReactNode {
  return (
    <>
      <RuleTable
        columns={[
          {heading: 'Webhook', cell: (delivery) => delivery.kind},
          {heading: 'Answer within', cell: (delivery) => `${delivery.responseSeconds} seconds`},
          {
            heading: 'Retries',
            parts: (delivery) => delivery.retries,
            restTitle: (delivery) => `${delivery.kind.split(' (')[0]}: retries`,
          },
          {heading: 'Order', cell: (delivery) => delivery.order},
        ]}
        rows={webhookDeliveries}
      />
      <p>
        <InlineText text={webhookOrderNote} />
      </p>
    </>
  );
}

/**
 * How the platform reads a receiver's answer (2xx, redirect, error, timeout): the same for every kind. With `kind`, the
 * table gives that kind's answer window and retry period instead of pointing to the delivery table.
 */
export function WebhookAnswerTable({kind}: {kind?: WebhookKey}): React.ReactNode {
  return (
    <>
      <RuleTable
        columns={[
          {heading: 'Your answer', cell: (answer) => answer.answer},
          {heading: 'What the platform does', cell: (answer) => answer.outcome},
        ]}
        rows={kind ? webhookAnswersOf(kind) : webhookAnswers}
      />
      <p>
        <InlineText text={webhookRedirectNote} />
      </p>
    </>
  );
}

/** What a retried bulk delivery carries, inline so that it fits a paragraph. */
export function BulkRetryNote(): React.ReactNode {
  return <InlineText text={bulkRetry} />;
}
