/**
 * The platform's rules as typed data: roles, SIM and device states, event
 * types, automations and limits. Pages import from '@site/src/platform'; the components in
 * src/components/platform render these, and tests check prose against them.
 */
export * from './limits';
export * from './roles';
export * from './states';
export * from './events';
export * from './automations';
