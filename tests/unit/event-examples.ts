// Example events, wherever a page or the OpenAPI document shows one, checked against the event catalogue.
import {eventTypes, severities} from '../../src/platform/events';

interface ShownEvent {
  event_type: {id: number; description?: string};
  detail?: unknown;
  event_severity: {id: number; description?: string};
  event_source: {id: number};
}

/** Every event object inside a validated example (a list, an automation call …). */
export function eventsIn(value: unknown): ShownEvent[] {
  if (!value || typeof value !== 'object') return [];
  const nested = Object.values(value).flatMap(eventsIn);
  return 'event_type' in value && 'event_severity' in value ? [value as ShownEvent, ...nested] : nested;
}

/** An example event must say what the platform's event catalogue says about its type. */
export function eventFindings(event: ShownEvent): string[] {
  const type = eventTypes.find((candidate) => candidate.id === event.event_type.id);
  if (!type) return [`event type ${event.event_type.id} is not in src/platform/events.ts`];
  const findings: string[] = [];
  if (event.event_type.description !== undefined && event.event_type.description !== type.name) {
    findings.push(`event type ${type.id} is described as "${type.name}", not "${event.event_type.description}"`);
  }
  const severity = severities[type.severity];
  if (event.event_severity.id !== severity.id) {
    findings.push(`event type ${type.id} has severity ${severity.id}, not ${event.event_severity.id}`);
  } else if (
    event.event_severity.description !== undefined &&
    event.event_severity.description !== severity.description
  ) {
    findings.push(
      `severity ${severity.id} is described as "${severity.description}", not "${event.event_severity.description}"`,
    );
  }
  if (event.event_source.id !== type.source) {
    findings.push(`event type ${type.id} has source ${type.source}, not ${event.event_source.id}`);
  }
  const expectedDetail = Object.keys(type.detail).sort().join(', ');
  if (event.detail === null || typeof event.detail !== 'object') {
    findings.push(`event type ${type.id} has no detail; the catalogue's has ${expectedDetail}`);
  } else {
    const shownDetail = Object.keys(event.detail).sort().join(', ');
    if (shownDetail !== expectedDetail) {
      findings.push(`event type ${type.id} has detail ${shownDetail}; the catalogue's has ${expectedDetail}`);
    }
  }
  return findings;
}
