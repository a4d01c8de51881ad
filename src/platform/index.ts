/**
 * The platform's rules as typed data: roles, SIM and device states, event
 * types, automations, limits, plans, billing, quotas, service policies and breakout
 * regions, SMS and data-stream statuses, sign-in, how SIMs join and leave an
 * organisation, webhook signing, the data path at the breakout, API versioning,
 * custom services and the APN. Pages import from '@site/src/platform'; the components
 * in src/components/platform render these, and tests check prose and the API
 * contract against them. A page's chunk holds only the modules it imports from
 * here: package.json's `sideEffects` tells the bundler the rest may be left out.
 */
export * from './ruleText';
export * from './limits';
export * from './retries';
export * from './connectivityReset';
export * from './roles';
export * from './states';
export * from './events';
export * from './automations';
export * from './plans';
export * from './billing';
export * from './quotas';
export * from './policies';
export * from './sms';
export * from './streams';
export * from './signIn';
export * from './organisation';
export * from './reports';
export * from './breakout';
export * from './apiLifecycle';
export * from './customServices';
export * from './webhooks';
export * from './apn';
