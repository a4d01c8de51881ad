/**
 * Every provider-specific value the site shows. Pages import `provider` from
 * '@site/src/provider' and the Docusaurus config imports it too, so a value is
 * changed here once and nowhere else.
 */
export interface ProviderInfo {
  /** Public display name, used in the tagline and the copyright line. */
  displayName: string;
  /** What pages call the management web application. */
  portalName: string;
  apn: {
    /** The APN every SIM uses. No username, password or SIM PIN. */
    name: string;
    /** Longer alias for devices whose firmware rejects very short APNs. */
    alias: string;
  };
  urls: {
    docs: string;
    website: string;
    blog: string;
    portal: string;
    /** Base URL of the REST API; paths such as /api/v1/authenticate follow it. */
    restApi: string;
    /** Base URL of the sandbox: the same API and paths, simulated SIMs, separate tokens. */
    sandboxApi: string;
    graphqlApi: string;
    sandboxGraphqlApi: string;
    graphiql: string;
    openApiSpec: string;
    status: string;
    supportTicket: string;
    featureRequest: string;
    codeHosting: string;
    /**
     * The repository this site's source lives in: pages link their file there ("Edit this page",
     * `/edit/main/<path>`) and readers report a problem with a page as an issue (`/issues/new`).
     */
    docsRepository: string;
    professionalNetwork: string;
    imprint: string;
    privacyPolicy: string;
    supportEmail: string;
  };
  sdks: {
    /** The Java and Python SDKs are released together from one OpenAPI document, so they share this version. */
    version: string;
    python: {packageName: string; importName: string};
    java: {groupId: string; artifactId: string; packageName: string};
  };
  /** Network facts that several pages quote. */
  network: {
    networks: string;
    countries: string;
    defaultDns: string;
    openVpnPort: number;
    vpnClientRange: string;
    /** The breakout regions' shared pools of dynamic device addresses all lie in this range. */
    sharedPoolRange: string;
  };
}

export const provider = {
  displayName: 'Kestrel IoT',
  portalName: 'Portal',
  apn: {name: 'kio', alias: 'kestrel.iot'},
  urls: {
    docs: 'https://docs.kestrel-iot.com',
    website: 'https://www.kestrel-iot.com',
    blog: 'https://www.kestrel-iot.com/blog',
    portal: 'https://portal.kestrel-iot.com',
    restApi: 'https://api.kestrel-iot.com',
    sandboxApi: 'https://sandbox.api.kestrel-iot.com',
    graphqlApi: 'https://api.kestrel-iot.com/graphql',
    sandboxGraphqlApi: 'https://sandbox.api.kestrel-iot.com/graphql',
    graphiql: 'https://api.kestrel-iot.com/graphiql',
    openApiSpec: 'https://api.kestrel-iot.com/api/v1/openapi.json',
    status: 'https://status.kestrel-iot.com',
    supportTicket: 'https://support.kestrel-iot.com/tickets/new',
    featureRequest: 'https://feedback.kestrel-iot.com',
    codeHosting: 'https://github.com/kestrel-iot',
    docsRepository: 'https://github.com/kestrel-iot/developer-docs',
    professionalNetwork: 'https://www.linkedin.com/company/kestrel-iot',
    imprint: 'https://www.kestrel-iot.com/imprint',
    privacyPolicy: 'https://www.kestrel-iot.com/privacy',
    supportEmail: 'support@kestrel-iot.com',
  },
  sdks: {
    version: '2.4.0',
    python: {packageName: 'kestrel-iot-sdk', importName: 'kestrel_iot'},
    java: {
      groupId: 'com.kestreliot',
      artifactId: 'kestrel-iot-sdk',
      packageName: 'com.kestreliot.sdk',
    },
  },
  network: {
    networks: '540+',
    countries: '180+',
    defaultDns: '8.8.8.8',
    openVpnPort: 1194,
    vpnClientRange: '10.64.0.0/12',
    sharedPoolRange: '10.192.0.0/14',
  },
} as const satisfies ProviderInfo;
