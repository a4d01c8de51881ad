export {default as RequiredRole} from './RequiredRole';
export {PermissionTable, RolesTable} from './RoleTables';
export {
  BlockCausesTable,
  ConnectivityStateTable,
  DeviceStateTable,
  SimLifecycleDiagram,
  SimStateTable,
  SimTransitionTable,
} from './StateTables';
export {EventExamples, EventTypesTable} from './EventTypesTable';
export {LimitsTable} from './LimitsTable';
export {
  AutomationActionTable,
  AutomationConditionTable,
  AutomationOutcomeTable,
  AutomationScopeList,
  AutomationStatusTable,
  AutomationTriggerTable,
} from './AutomationTables';
