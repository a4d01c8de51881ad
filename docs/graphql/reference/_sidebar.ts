// Generated from api/schema.graphql by src/plugins/api-reference: do not edit, run npm run gen:api.
import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

export const graphqlReferenceSidebar = [
  {
    "type": "doc",
    "id": "graphql/reference/queries",
    "label": "Queries"
  },
  {
    "type": "doc",
    "id": "graphql/reference/mutations",
    "label": "Mutations"
  },
  {
    "type": "doc",
    "id": "graphql/reference/types",
    "label": "Object types"
  },
  {
    "type": "doc",
    "id": "graphql/reference/inputs",
    "label": "Input types"
  },
  {
    "type": "doc",
    "id": "graphql/reference/enums",
    "label": "Enums"
  },
  {
    "type": "doc",
    "id": "graphql/reference/scalars",
    "label": "Scalars"
  }
] satisfies SidebarsConfig[string];
