// Generated from api/openapi.yaml by src/plugins/api-reference: do not edit, run npm run gen:api.
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

export const restReferenceSidebar = [
  {
    "type": "category",
    "label": "Authentication",
    "items": [
      {
        "type": "doc",
        "id": "rest/reference/authentication/authenticate",
        "label": "Get an auth token"
      }
    ]
  },
  {
    "type": "category",
    "label": "Endpoints",
    "items": [
      {
        "type": "doc",
        "id": "rest/reference/endpoints/list-endpoints",
        "label": "List endpoints"
      },
      {
        "type": "doc",
        "id": "rest/reference/endpoints/create-endpoint",
        "label": "Create an endpoint"
      },
      {
        "type": "doc",
        "id": "rest/reference/endpoints/get-endpoint",
        "label": "Get an endpoint"
      },
      {
        "type": "doc",
        "id": "rest/reference/endpoints/update-endpoint",
        "label": "Update an endpoint"
      },
      {
        "type": "doc",
        "id": "rest/reference/endpoints/delete-endpoint",
        "label": "Delete an endpoint"
      },
      {
        "type": "doc",
        "id": "rest/reference/endpoints/get-endpoint-connectivity",
        "label": "Get the connectivity of an endpoint"
      },
      {
        "type": "doc",
        "id": "rest/reference/endpoints/reset-endpoint-connectivity",
        "label": "Reset the connectivity of an endpoint"
      }
    ]
  },
  {
    "type": "category",
    "label": "SIMs",
    "items": [
      {
        "type": "doc",
        "id": "rest/reference/sims/list-sims",
        "label": "List SIMs"
      },
      {
        "type": "doc",
        "id": "rest/reference/sims/get-sim",
        "label": "Get a SIM"
      },
      {
        "type": "doc",
        "id": "rest/reference/sims/update-sim",
        "label": "Update the status of a SIM"
      }
    ]
  },
  {
    "type": "category",
    "label": "SMS",
    "items": [
      {
        "type": "doc",
        "id": "rest/reference/sms/list-endpoint-sms",
        "label": "List the SMS of an endpoint"
      },
      {
        "type": "doc",
        "id": "rest/reference/sms/send-sms",
        "label": "Send an SMS to an endpoint"
      },
      {
        "type": "doc",
        "id": "rest/reference/sms/get-sms",
        "label": "Get an SMS of an endpoint"
      },
      {
        "type": "doc",
        "id": "rest/reference/sms/cancel-sms",
        "label": "Cancel an SMS to an endpoint"
      }
    ]
  },
  {
    "type": "category",
    "label": "Events",
    "items": [
      {
        "type": "doc",
        "id": "rest/reference/events/list-endpoint-events",
        "label": "List the events of an endpoint"
      },
      {
        "type": "doc",
        "id": "rest/reference/events/list-sim-events",
        "label": "List the events of a SIM"
      },
      {
        "type": "doc",
        "id": "rest/reference/events/list-events",
        "label": "List events"
      },
      {
        "type": "doc",
        "id": "rest/reference/events/list-event-types",
        "label": "List event types"
      }
    ]
  },
  {
    "type": "category",
    "label": "Service profiles",
    "items": [
      {
        "type": "doc",
        "id": "rest/reference/service-profiles/list-service-profiles",
        "label": "List service profiles"
      },
      {
        "type": "doc",
        "id": "rest/reference/service-profiles/create-service-profile",
        "label": "Create a service profile"
      },
      {
        "type": "doc",
        "id": "rest/reference/service-profiles/get-service-profile",
        "label": "Get a service profile"
      },
      {
        "type": "doc",
        "id": "rest/reference/service-profiles/update-service-profile",
        "label": "Update a service profile"
      },
      {
        "type": "doc",
        "id": "rest/reference/service-profiles/delete-service-profile",
        "label": "Delete a service profile"
      },
      {
        "type": "doc",
        "id": "rest/reference/service-profiles/add-service-profile-service",
        "label": "Allow a service in a service profile"
      },
      {
        "type": "doc",
        "id": "rest/reference/service-profiles/remove-service-profile-service",
        "label": "Disallow a service in a service profile"
      },
      {
        "type": "doc",
        "id": "rest/reference/service-profiles/list-service-profile-traffic-limits",
        "label": "List the traffic limits of a service profile"
      }
    ]
  },
  {
    "type": "category",
    "label": "Tariff profiles",
    "items": [
      {
        "type": "doc",
        "id": "rest/reference/tariff-profiles/list-tariff-profiles",
        "label": "List tariff profiles"
      },
      {
        "type": "doc",
        "id": "rest/reference/tariff-profiles/create-tariff-profile",
        "label": "Create a tariff profile"
      },
      {
        "type": "doc",
        "id": "rest/reference/tariff-profiles/get-tariff-profile",
        "label": "Get a tariff profile"
      },
      {
        "type": "doc",
        "id": "rest/reference/tariff-profiles/update-tariff-profile",
        "label": "Update a tariff profile"
      },
      {
        "type": "doc",
        "id": "rest/reference/tariff-profiles/list-tariff-profile-operator-blacklist",
        "label": "List the blocked operators of a tariff profile"
      },
      {
        "type": "doc",
        "id": "rest/reference/tariff-profiles/block-tariff-profile-operator",
        "label": "Block an operator in a tariff profile"
      },
      {
        "type": "doc",
        "id": "rest/reference/tariff-profiles/unblock-tariff-profile-operator",
        "label": "Unblock an operator in a tariff profile"
      }
    ]
  },
  {
    "type": "category",
    "label": "Operators",
    "items": [
      {
        "type": "doc",
        "id": "rest/reference/operators/list-endpoint-operator-blacklist",
        "label": "List the blocked operators of an endpoint"
      },
      {
        "type": "doc",
        "id": "rest/reference/operators/block-endpoint-operator",
        "label": "Block an operator for an endpoint"
      },
      {
        "type": "doc",
        "id": "rest/reference/operators/unblock-endpoint-operator",
        "label": "Unblock an operator for an endpoint"
      },
      {
        "type": "doc",
        "id": "rest/reference/operators/list-operators",
        "label": "List operators"
      }
    ]
  },
  {
    "type": "category",
    "label": "Usage",
    "items": [
      {
        "type": "doc",
        "id": "rest/reference/usage/get-endpoint-stats",
        "label": "Get the usage of an endpoint"
      },
      {
        "type": "doc",
        "id": "rest/reference/usage/list-endpoint-daily-stats",
        "label": "List the daily usage of an endpoint"
      },
      {
        "type": "doc",
        "id": "rest/reference/usage/get-sim-stats",
        "label": "Get the usage of a SIM"
      },
      {
        "type": "doc",
        "id": "rest/reference/usage/list-sim-daily-stats",
        "label": "List the daily usage of a SIM"
      }
    ]
  },
  {
    "type": "category",
    "label": "Quotas",
    "items": [
      {
        "type": "doc",
        "id": "rest/reference/quotas/get-data-quota",
        "label": "Get the data quota of an endpoint"
      },
      {
        "type": "doc",
        "id": "rest/reference/quotas/set-data-quota",
        "label": "Set the data quota of an endpoint"
      },
      {
        "type": "doc",
        "id": "rest/reference/quotas/delete-data-quota",
        "label": "Remove the data quota of an endpoint"
      },
      {
        "type": "doc",
        "id": "rest/reference/quotas/get-sms-quota",
        "label": "Get the SMS quota of an endpoint"
      },
      {
        "type": "doc",
        "id": "rest/reference/quotas/set-sms-quota",
        "label": "Set the SMS quota of an endpoint"
      },
      {
        "type": "doc",
        "id": "rest/reference/quotas/delete-sms-quota",
        "label": "Remove the SMS quota of an endpoint"
      },
      {
        "type": "doc",
        "id": "rest/reference/quotas/get-traffic-limit-extension",
        "label": "Get the data limit extension of an endpoint"
      },
      {
        "type": "doc",
        "id": "rest/reference/quotas/create-traffic-limit-extension",
        "label": "Extend the data limit of an endpoint"
      },
      {
        "type": "doc",
        "id": "rest/reference/quotas/delete-traffic-limit-extension",
        "label": "Remove the data limit extension of an endpoint"
      }
    ]
  },
  {
    "type": "category",
    "label": "Data streams",
    "items": [
      {
        "type": "doc",
        "id": "rest/reference/data-streams/list-data-streams",
        "label": "List data streams"
      },
      {
        "type": "doc",
        "id": "rest/reference/data-streams/create-data-stream",
        "label": "Create a data stream"
      },
      {
        "type": "doc",
        "id": "rest/reference/data-streams/update-data-stream",
        "label": "Pause or resume a data stream"
      },
      {
        "type": "doc",
        "id": "rest/reference/data-streams/delete-data-stream",
        "label": "Delete a data stream"
      }
    ]
  },
  {
    "type": "category",
    "label": "Specification",
    "items": [
      {
        "type": "doc",
        "id": "rest/reference/specification/get-open-api-document",
        "label": "Get the OpenAPI document"
      }
    ]
  },
  {
    "type": "category",
    "label": "Webhooks",
    "items": [
      {
        "type": "doc",
        "id": "rest/reference/webhooks/event-record",
        "label": "Event record (webhook data stream)"
      },
      {
        "type": "doc",
        "id": "rest/reference/webhooks/usage-record",
        "label": "Usage record (webhook data stream)"
      },
      {
        "type": "doc",
        "id": "rest/reference/webhooks/sms-received",
        "label": "Mobile-originated SMS (webhook SMS interface)"
      },
      {
        "type": "doc",
        "id": "rest/reference/webhooks/automation-action",
        "label": "Automation webhook action"
      }
    ]
  },
  {
    "type": "category",
    "label": "Errors",
    "items": [
      {
        "type": "doc",
        "id": "rest/reference/errors",
        "label": "Error codes"
      }
    ]
  }
] satisfies SidebarsConfig[string];
