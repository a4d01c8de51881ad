import {provider} from '../provider';
/**
 * What the platform does with the APN a device asks for, above all an empty one. The rule's home is the
 * APN configuration page (/apn-configuration#an-empty-apn), which renders it; other pages link there.
 */
/**
 * What a wrong APN does on E-UTRAN, as one sentence for pages where its consequence matters (SMS reachability,
 * configuring a device by SMS); the attach refusals of states.ts give the reason. The attach without a PDN connection
 * is a Release 13 option (3GPP TS 24.301 5.5.1.2.2) that CIoT modules use.
 */
export const wrongApnOnLteRejection =
  "On LTE, LTE-M and NB-IoT a wrong APN gets the whole attach rejected with EMM cause 19 (ESM failure) and ESM cause 27, *missing or unknown APN*, from the platform's gateway on every network, and the device stays unregistered.";
/**
 * What ESM cause 33 means here, said once under **Another APN** on the APN page; its home is
 * /quickstart/troubleshooting#esm-cause-33-on-lte.
 */
export const esm33NotWrongApn =
  'ESM cause 33 (*requested service option not subscribed*) never means a wrong APN: the subscription does not include what the context asked for, in practice a `Non-IP` context ([ESM cause 33](/quickstart/troubleshooting#esm-cause-33-on-lte)).';
/** What the events show after a wrong APN on LTE: a list item of its own beside `wrongApnOnLteRejection`. */
export const wrongApnOnLteEvents =
  'The events may show event 2, *Update GPRS location*, which comes before the APN check (3GPP TS 23.401 5.3.2.1), but no event 3, *Create PDP context*.';
/** The Release 13 exception to `wrongApnOnLteRejection`, a bullet of its own where the APN rule is listed. */
export const wrongApnOnLteRelease13 =
  'The exception is an LTE-M or NB-IoT module that attaches without a PDN connection (Release 13). It registers, and its later PDN connectivity request is refused, usually with ESM cause 27.';
export const wrongApnOnLte = `${wrongApnOnLteRejection} ${wrongApnOnLteEvents} ${wrongApnOnLteRelease13}`;

/**
 * What a wrong attach APN looks like on a phone or tablet that also has 2G or 3G: it may leave LTE after the refusals,
 * so the Portal shows Attached, not Offline. The consumer-eSIM troubleshooting renders it after the attach refusal.
 */
export const wrongAttachApnOnPhone =
  'A phone or tablet may turn LTE off for a while after the attach has been refused five times (3GPP TS 24.301 5.5.1.2.6). It may then register on 2G or 3G, where those networks are in range. The 2G or 3G registration names no APN, so the Portal shows the device Attached with no event 3, *Create PDP context*. It turns Online only if the APN set for mobile data is right. A wrong mobile data APN is refused with SM cause 27.';

/**
 * Whether an SMS still reaches a device whose APN is wrong: the consequence of `wrongApnOnLte` for configuring a
 * device by SMS, stated once for the SMS, tracker and router pages, which render it as a list (one case an item).
 */
export const wrongApnSmsReach = [
  'On 2G and 3G a device with a wrong APN still registers, and gets SMS where it is registered for circuit-switched services ([which attach carries SMS](/services/sms#radio-technology-and-attach)); only its data session fails.',
  'On LTE and LTE-M it is not registered, so no SMS reaches it. SMS does reach it if it falls back to 2G or 3G. SMS also reaches an LTE-M device that attached without a PDN connection and made a combined attach.',
  'Whether a device falls back after repeated attach refusals depends on its modem, because the standard leaves disabling E-UTRA to the UE (3GPP TS 24.301). Some modems keep retrying LTE every 12 minutes (the default T3402) instead.',
] as const;

export const apnRule = {
  subscriptionDefault: `Every SIM's subscription has one default APN, the platform's own (\`${provider.apn.name}\`), beside a wildcard entry (what it does with another APN is under **Another APN**). A request that names no APN gets that default. The alias \`${provider.apn.alias}\`, for firmware that rejects very short APNs, reaches the same network. On a service policy that carries your organisation's [private APN](/custom-services#private-apn), that APN is the default instead, and the platform's APN works only if your private-APN agreement includes it.`,
  lte: 'On LTE, LTE-M and NB-IoT the module may leave the APN out of the attach (3GPP TS 24.301 6.5.1.2). The network then opens the default bearer on the default APN of the subscription (3GPP TS 23.401 5.3.2.1). The attach succeeds, and the session is the same as with the APN set.',
  twoG3G:
    'On 2G and 3G a PDP context request without an APN gets the same default (3GPP TS 23.060 annex A). Some firmware, though, refuses to activate a context that has no APN, so set the APN on 2G and 3G.',
  otherApn: [
    "Every request reaches the platform's gateway, whatever its APN. The subscription's wildcard entry allows no gateway of the visited network (*VPLMN address allowed* is off, 3GPP TS 23.060 Annex A). Every IMSI of the SIM, a multi-IMSI SIM's partner IMSIs included, carries the platform's APN-OI Replacement (3GPP TS 23.401 5.7.2), so a visited network resolves every APN under the platform's domain, and the platform's DNS answers with its own gateway. That gateway refuses an APN it does not serve with cause 27, so an APN left from another carrier, such as `internet`, never opens a session on a visited network's gateway. The platform serves its APN and its alias; on a private-APN policy, only the APNs your agreement lists.",
    wrongApnOnLteRejection,
    wrongApnOnLteEvents,
    wrongApnOnLteRelease13,
    esm33NotWrongApn,
    'On 2G and 3G the device registers and only the PDP context activation fails, with SM cause 27; SM cause 33 there means a service policy without data, never a wrong APN.',
  ],
  advice:
    'Set the APN anyway. An empty field is not always an empty request. Phones and routers may send an APN stored for another carrier. Some modules fill an empty context from an operator profile of their own.',
} as const;
