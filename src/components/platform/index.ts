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
export {EventExample, EventExamples, EventTypesTable} from './EventTypesTable';
export {LimitsTable} from './LimitsTable';
export {
  AutomationActionTable,
  AutomationConditionTable,
  AutomationOutcomeTable,
  AutomationScopeList,
  AutomationStatusTable,
  AutomationTriggerTable,
} from './AutomationTables';
export {
  PlanChangeTable,
  PlanDowngradeTable,
  PlansWith,
  PlanTable,
  PriceModelTable,
  TrialFeatureTable,
} from './PlanTables';
export {QuotaActionTable, QuotaFieldTable, QuotaSituationTable, QuotaStatusTable} from './QuotaTables';
export {BreakoutRegionTable, DefaultBreakoutRegion, PolicyChangeTable, PolicyWithoutData} from './PolicyTables';
export {SmppReceiptTable, SmsStatusLabel, SmsStatusTable} from './SmsStatusTable';
export {DataStreamStatusTable} from './DataStreamStatusTable';
export {MfaMethodTable, SignInMethodTable} from './SignInTables';
export {SimOwnershipTable} from './SimOwnershipTable';
export {SignedWebhookTable, WebhookDeliveryTable} from './WebhookTables';
export {WorkspaceScopeTable} from './WorkspaceScopeTable';
export {SdkStatusTable} from './SdkStatusTables';
