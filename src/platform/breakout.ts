/**
 * The data path between a device's data session and the internet: which PDP types the packet
 * gateway accepts, and how the NAT at each breakout region treats idle flows. The pages on
 * IPv6 and non-IP data and on NAT keepalives render these values, so a timer changes here once.
 * The regions themselves and when a change of region applies are policy rules (see policies).
 */

/** What the packet gateway does with a PDP type requested in `AT+CGDCONT` (3GPP TS 27.007). */
export interface PdpTypeSupport {
  /** The `<PDP_type>` string as the module takes it. */
  readonly pdpType: string;
  readonly supported: boolean;
  /** What the device gets, in one sentence. */
  readonly outcome: string;
}

export const pdpTypes = [
  {
    pdpType: 'IP',
    supported: true,
    outcome:
      "A private IPv4 address (not set by the service policy): the device's static IP from its workspace's address spaces, or else one from the breakout region's shared pool.",
  },
  {
    pdpType: 'IPV4V6',
    supported: true,
    outcome: 'Accepted with an IPv4 address only, and the network answers with cause 50.',
  },
  {
    pdpType: 'IPV6',
    supported: false,
    outcome: 'Refused with cause 50, and on LTE, LTE-M and NB-IoT the attach fails when this is the attach context.',
  },
  {
    pdpType: 'Non-IP',
    supported: false,
    outcome:
      'Refused: the platform has no SCEF or NEF, so non-IP data delivery (NIDD) is not offered and the subscription holds no non-IP APN.',
  },
] as const satisfies readonly PdpTypeSupport[];

/**
 * The NAT at a breakout region: one address pool per region, endpoint-independent mapping
 * (RFC 4787 REQ-1), address-and-port-dependent filtering (nothing from the internet reaches a
 * device unless the device sent to that address and port first), paired address pooling and no
 * port preservation. Only traffic between the device's private address and a private network bypasses it: VPN
 * clients of the region's OpenVPN server (on an OpenVPN-variant policy) and Cloud Connect networks. An IP address
 * space only decides which private address that is. A device's internet flows pass the NAT, and keep every timer
 * below, whatever the variant, and in a virtualised IP address space too: there only the flows to the workspace's
 * Cloud Connect networks stay in its own routing instance, and internet flows break out at the region's NAT.
 */
export const nat = {
  /** An idle UDP mapping is removed after this long (RFC 4787 REQ-5 recommends at least 300 s). */
  udpIdleSeconds: 300,
  /** UDP to port 53 (DNS) is a single question and answer, so its mapping goes sooner (RFC 4787 REQ-5a). */
  udpDnsIdleSeconds: 30,
  /** An established TCP connection's mapping is removed after this much silence (RFC 5382 REQ-5: 2 h 4 min). */
  tcpEstablishedIdleSeconds: 7440,
  /** A TCP connection being opened or closed (SYN or FIN seen) is removed after this long (RFC 5382 REQ-5). */
  tcpTransitorySeconds: 240,
  /** ICMP echo (ping) mappings (RFC 5508 REQ-2). */
  icmpQuerySeconds: 60,
} as const;

/** Keepalive intervals the pages recommend, each with a margin under the NAT timer it refreshes. */
export const keepaliveAdvice = {
  /** Plain UDP and a Non-confirmable CoAP message, keepalives nobody resends: at least this often (half the UDP timer, so one lost packet is covered). */
  udpSeconds: 150,
  /**
   * A CoAP Confirmable message (the empty ping, or an LwM2M Registration Update, a Confirmable POST), which CoAP
   * retransmits within MAX_TRANSMIT_SPAN (45 s, RFC 7252 4.8): at least this often, so the last retry still lands
   * inside the UDP timer.
   */
  coapConfirmableSeconds: 240,
  /** TCP keepalive idle time (Linux `net.ipv4.tcp_keepalive_time` defaults to 7200, which fits). */
  tcpKeepIdleSeconds: 7200,
  /** An MQTT keepalive at or below this never lets the NAT drop the connection. */
  mqttMaxSeconds: 7200,
} as const;

/**
 * Whether the shared pool is one pool or one per region: one per region. Each region's packet gateway allocates
 * from its own part of `provider.network.sharedPoolRange`, so a pool address is unique across the platform, and a
 * region's OpenVPN server and Cloud Connect connections route only that region's part. The guides' second-region
 * tunnels and the route pages render `rule`.
 */
export const sharedPoolScope = {
  perRegion: true,
  rule: "Each breakout region gives dynamic addresses from a part of the shared pool that no other region uses, and its OpenVPN server and Cloud Connect connections route only that part. Your workspaces' standard IP address spaces are not tied to a region: every region's server routes them. Virtualised spaces are reached through Cloud Connect only, never over OpenVPN.",
} as const;

/** The prefix lengths the Portal accepts for an IP address space, standard or virtualised. */
export const addressSpacePrefixes = {
  /** The largest space, standard or virtualised: a /16. A larger fleet adds a second space. */
  largest: 16,
  /** The smallest space: a /28, 16 addresses, of which the reserved ones leave 13 for devices. */
  smallest: 28,
} as const;

/**
 * The addresses of every IP address space, standard or virtualised, that no device can get as its static IP.
 * The sizing table of the add-ip-address-spaces page subtracts `count` from each prefix's size.
 */
export const addressSpaceReserved = {
  count: 3,
  which:
    'the first address (the network address), the second (the gateway of the space) and the last (the broadcast address)',
} as const;
