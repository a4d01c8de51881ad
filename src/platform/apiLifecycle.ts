/**
 * How the REST and GraphQL APIs change over time: the version in the path, how long a
 * deprecated operation or field keeps working, the headers that announce it, and the sandbox
 * an integration is tested against. The API versioning page renders these values.
 */

export const apiVersioning = {
  /** The one major version; every REST path starts with it. */
  currentPathPrefix: '/api/v1',
  /** A deprecated operation, parameter or field of the current version keeps working at least this long. */
  deprecationNoticeMonths: 6,
  /** After a new major version is released, the previous one keeps working at least this long. */
  majorVersionOverlapMonths: 12,
  /** Deprecated GraphQL fields (preview API) keep working at least this long after `@deprecated` appears. */
  graphqlPreviewNoticeDays: 30,
  /**
   * Before a sunset the operation answers with an error for short, announced windows, so that
   * clients still calling it notice in a test rather than on the sunset date.
   */
  brownouts: {count: 2, hours: 1, withinLastDays: 30},
  /** Where the brownout windows are announced. */
  brownoutsAnnouncedIn: 'the changelog entry of the deprecation',
  /** A deprecation is emailed to organisations that called the operation within this many days. */
  noticeEmailWindowDays: 30,
  /** What a removed operation answers after its sunset date. */
  statusAfterSunset: 410,
  /** The `code` of that answer's error body, so a client can branch on it. */
  codeAfterSunset: 'gone',
  /**
   * When a deprecated operation answers `statusAfterSunset` `codeAfterSunset`: after its sunset for good, and in each
   * announced brownout before it. Rendered in the generated error-codes table and the SDK exception table.
   */
  goneWhen:
    'The operation passed its sunset date, or is in one of its announced brownouts before that date; after a brownout it works again.',
  /** Which operations can give that answer; the error-codes table links the timeline. */
  goneAnsweredBy: 'Any deprecated operation, after its sunset and in its brownouts',
  /** A security or legal fix may shorten the notice; the changelog then says why. */
  shorterNoticeOnlyFor: ['security fixes', 'legal or regulatory requirements'] as readonly string[],
} as const;

export const sandbox = {
  /** The sandbox organisation has this many SIMs, all simulated; real SIMs cannot be registered there. */
  simulatedSims: 10,
  /**
   * Deletion is final in the sandbox too; the sandbox adds a new simulated SIM in place of each deleted one at
   * 00:00 UTC the next day, which brings it back to `simulatedSims` SIMs.
   */
  deletedSimsReplaced:
    'Deleted is final here too. At 00:00 UTC the next day, the sandbox adds a new simulated SIM in place of each one deleted; until then it holds one SIM fewer for each. The new SIM comes assigned to a simulated device, and a deleted simulated device is replaced the same way.',
  /** A release reaches the sandbox this many days before production. */
  releaseLeadDays: 14,
  /** A simulated device answers an MT SMS whose text is exactly this with an MO SMS. */
  smsEchoCommand: 'ping',
  smsEchoReply: 'pong',
  /** Who the sandbox organisation's users are: nobody is invited there, people arrive by opening it. */
  members:
    'Production users whose role may create application tokens, once they select **Open sandbox**. Each keeps the role they hold in the workspace they open it from, set again at every opening.',
  /** Workspaces are not simulated: the whole organisation shares one sandbox. */
  workspaces:
    'The whole organisation shares one sandbox, with no workspaces of its own, whichever workspace it is opened from.',
  /** The sandbox is an organisation of its own, so a load test there cannot throttle production. */
  rateLimitBucket: "a bucket of its own: sandbox calls never use up production's",
  /** The sandbox's `authenticate` budget per source IP is its own too, like its rate limit. */
  authenticateBucket: "a budget of its own: sandbox sign-ins never use up production's, even from the same IP address",
} as const;

/**
 * How the Java and Python SDKs retire what they deprecate; rendered on /sdks/support. A deprecated SDK item
 * keeps working at least this long and through at least this many further minor releases, and goes only in a
 * major release; the previous major version then gets security and critical fixes for `previousMajorFixesMonths`.
 */
export const sdkLifecycle = {
  deprecationKeptMonths: 6,
  deprecationKeptMinorReleases: 1,
  previousMajorFixesMonths: 12,
} as const;

/**
 * The runtimes the SDKs support; rendered on /sdks/support and the SDK pages. Java targets the oldest
 * long-term-support JDK in bytecode and is tested on every LTS JDK since; Python follows the versions that
 * still get upstream security fixes, so `python.minimum` moves up when one reaches end of life.
 */
export const sdkRuntimes = {
  java: {bytecode: '11', testedJdkVersions: '11, 17, 21 and 25'},
  python: {minimum: '3.11'},
} as const;

/**
 * What both SDKs do with a status id they do not know. The API adds `{id, description}` values with no notice period,
 * though the changelog announces them (/sdks/api-versioning), so an SDK released earlier must still parse the
 * response; rendered on /sdks/concepts and /sdks/support.
 */
export const sdkUnknownStatus =
  "A status id that the SDK release you run does not know, such as one the API added later ([it may add one at any time](/sdks/api-versioning#what-may-change-at-any-time)), never makes a response fail to parse. Both SDKs map it to the enum's `UNKNOWN` member (for example `SimStatus.UNKNOWN`). They keep the `id` and `description` the API sent, in `getRawStatus()` in Java and `raw_status` in Python. Give every `switch` or `match` on a status a branch for `UNKNOWN`, and upgrade the SDK to get a named member for the new value. In Java, give a `switch` expression on a status a `default` branch as well: without one, it stops compiling when a minor release adds a member.";
