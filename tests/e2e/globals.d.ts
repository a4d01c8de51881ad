// Values the e2e fixtures and tests put on window.
export {};

declare global {
  interface Window {
    __tagManagerContainer?: string;
    __cspViolations?: string[];
    __searchRequestOrder?: string[];
  }
}
