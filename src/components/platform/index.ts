export {default as RequiredRole} from './RequiredRole';
export {OwnershipTransferList, PermissionTable, RolesTable, TokenCreatorChangeTable} from './RoleTables';
export {
  AssignableSimStates,
  BlockCauseRules,
  ConnectivityStateTable,
  DeviceStateTable,
  ImeiLockRule,
  RefusalWhy,
  RegistrationRefusals,
  ReleasableSimStates,
  RestartAfterRefusalNote,
  ServiceWithdrawalNote,
  SimTakenOffNote,
  SilentBlockCauses,
  TrialEndRule,
  TransferableSimStates,
  SimStateTable,
  SimTransitionTable,
  SmsAttachRule,
  SmsSimStates,
} from './StateTables';
export {default as SimLifecycleDiagram} from './SimLifecycleDiagram';
export {AuthoredEventTypes, EventExample, EventExamples, EventRatTable, EventTypesTable} from './EventTypesTable';
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
  OverduePaymentRule,
  PlanSupportTable,
  PlanTable,
  PriceModelTable,
  TrialHeldBackList,
} from './PlanTables';
export {QuotaActionTable, QuotaFieldTable, QuotaSituationTable, QuotaStatusTable} from './QuotaTables';
export {
  BreakoutRegionNames,
  BreakoutRegionTable,
  DefaultBreakoutRegion,
  DefaultOpenVpnRegion,
  PolicyChangeRules,
  PolicyWithoutData,
} from './PolicyTables';
export {SmppReceiptTable, SmsStatusLabel, SmsStatusTable} from './SmsStatusTable';
export {DataStreamStatusTable, StreamPartitionKeyTable, StreamTargetOrderTable} from './DataStreamStatusTable';
export {MfaMethodTable, PersonalTokenEndTable, SignInMethodTable} from './SignInTables';
export {SsoErrorTable} from './SsoErrorTable';
export {InvoiceCsvColumnsTable, ReportExportTable} from './ReportExportTable';
export {SimOwnershipTable} from './SimOwnershipTable';
export {ConnectivityResetPaths} from './ConnectivityResetPaths';
export {
  BulkRetryNote,
  SignedWebhookTable,
  WebhookAnswerTable,
  WebhookDeliveryTable,
  WebhookSecretOrigin,
} from './WebhookTables';
export {WorkspaceScopeRules, WorkspaceScopeSplit, WorkspaceScopeTable} from './WorkspaceScopeTable';
export {WorkspaceActionWho, WorkspaceRuleTable} from './WorkspaceRuleTable';
export {SdkStatusTable} from './SdkStatusTables';
export {EmptyApnRule} from './ApnTables';
