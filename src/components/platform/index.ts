export {default as RequiredRole} from './RequiredRole';
export {OwnershipTransferList, PermissionTable, RolesTable, TokenCreatorChangeTable} from './RoleTables';
export {
  AssignableSimStates,
  BlockCausesTable,
  ConnectivityStateTable,
  DeviceStateTable,
  ImeiLockTable,
  RegistrationRefusalTable,
  TrialEndTable,
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
export {
  BreakoutRegionNames,
  BreakoutRegionTable,
  DefaultBreakoutRegion,
  DefaultOpenVpnRegion,
  PolicyChangeTable,
  PolicyWithoutData,
} from './PolicyTables';
export {SmppReceiptTable, SmsStatusLabel, SmsStatusTable} from './SmsStatusTable';
export {DataStreamStatusTable} from './DataStreamStatusTable';
export {MfaMethodTable, SignInMethodTable} from './SignInTables';
export {SimOwnershipTable} from './SimOwnershipTable';
export {SignedWebhookTable, WebhookDeliveryTable} from './WebhookTables';
export {WorkspaceScopeTable} from './WorkspaceScopeTable';
export {WorkspaceRuleTable} from './WorkspaceRuleTable';
export {SdkStatusTable} from './SdkStatusTables';
