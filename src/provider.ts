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
    /** Where to report a security vulnerability, in the SDKs or anywhere else; never a public issue. */
    securityEmail: string;
    /**
     * The sender of every Portal email (MFA codes, invitations, password resets, notifications). Mail from it passes SPF
     * and is DKIM-signed for its domain, so a mail gateway can allow it by that domain.
     */
    notificationSender: string;
  };
  sdks: {
    /** The Java and Python SDKs are released together from one OpenAPI document, so they share this version. */
    version: string;
    /** The open-source tool both SDKs are generated with, from `urls.openApiSpec`, before the hand-written layer is added. */
    generator: {name: string; version: string; url: string};
    /** Business days within which a report sent to `urls.securityEmail` is acknowledged. */
    securityAckBusinessDays: number;
    /** `repository`: the SDK's source, changelog and issue tracker, under `urls.codeHosting`. */
    python: {packageName: string; importName: string; repository: string};
    java: {groupId: string; artifactId: string; packageName: string; repository: string};
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
    /**
     * The SMS centre (SMSC) address every SIM carries in EF_SMSP (3GPP TS 31.102), the same in every country: the one
     * to write back with `AT+CSCA` (international format, type 145) when a module has lost it.
     */
    smsCentre: string;
  };
}

const codeHosting = 'https://github.com/kestrel-iot';

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
    codeHosting,
    docsRepository: 'https://github.com/kestrel-iot/developer-docs',
    professionalNetwork: 'https://www.linkedin.com/company/kestrel-iot',
    imprint: 'https://www.kestrel-iot.com/imprint',
    privacyPolicy: 'https://www.kestrel-iot.com/privacy',
    supportEmail: 'support@kestrel-iot.com',
    securityEmail: 'security@kestrel-iot.com',
    notificationSender: 'no-reply@notify.kestrel-iot.com',
  },
  sdks: {
    version: '2.4.0',
    generator: {name: 'OpenAPI Generator', version: '7.5.0', url: 'https://openapi-generator.tech'},
    securityAckBusinessDays: 2,
    python: {
      packageName: 'kestrel-iot-sdk',
      importName: 'kestrel_iot',
      repository: `${codeHosting}/kestrel-iot-python`,
    },
    java: {
      groupId: 'com.kestreliot',
      artifactId: 'kestrel-iot-sdk',
      packageName: 'com.kestreliot.sdk',
      repository: `${codeHosting}/kestrel-iot-java`,
    },
  },
  network: {
    networks: '540+',
    countries: '180+',
    defaultDns: '8.8.8.8',
    openVpnPort: 1194,
    vpnClientRange: '10.64.0.0/12',
    sharedPoolRange: '10.192.0.0/14',
    // In the 555-01xx range kept for fiction, like every number on this site.
    smsCentre: '+15555550100',
  },
} as const satisfies ProviderInfo;
