// The pages as the tests read them: the one loader lives with the content rules (src/plugins/content-check).
export {
  docsDir,
  loadDocs,
  locationOf,
  nonDocRoutes,
  sidebarDocIds,
  wordCount,
  type DocFile,
  type SidebarItem,
} from '../../src/plugins/content-check/pages';
