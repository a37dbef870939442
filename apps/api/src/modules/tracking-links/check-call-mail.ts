import { CHECK_CALL_EVENT_NAMES, type CheckCallEvent } from '@fletx/contract/check-calls';
import type { Mail } from '../../lib/mailer';

/** What a check-call mail says (docs/product.md "Tracking links and check calls"). */
export interface CheckCallFacts {
  event: CheckCallEvent;
  loadNumber: string;
  carrierName: string;
  /** When it happened (ISO). */
  at: string;
  /** "Dallas, TX" (a stop), "near Abilene, TX" (the truck's last position), or null when not known. */
  where: string | null;
  /** The ETA to the next stop, when there is one. */
  eta: { stop: string; at: string } | null;
  /** For `late`: the stop and its window's close. */
  late?: { stop: string; windowClose: string } | undefined;
  trackingUrl: string;
  unsubscribeUrl: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** "Mon, 02 Mar 2026 14:05 UTC": mails go to people in any time zone, so the zone is said. */
export const utcText = (iso: string) => `${new Date(iso).toUTCString().slice(0, 22)} UTC`;

/** A stop's window time: the facility's own clock, kept as entered (docs/product.md "Load form"), said so. */
const facilityText = (iso: string) => `${new Date(iso).toUTCString().slice(0, 22)} local time`;

const SENTENCES: Record<CheckCallEvent, string> = {
  dispatched: 'The driver has accepted the load and is on the way to pickup.',
  at_pickup: 'The truck has arrived at pickup.',
  loaded: 'The truck is loaded and leaving pickup.',
  at_delivery: 'The truck has arrived at delivery.',
  delivered: 'The load has been delivered.',
  late: 'The load is running late.',
};

/** The mail to one contact: the same facts as text and as simple HTML (no images, no scripts). */
export function checkCallMail(to: string, facts: CheckCallFacts): Mail {
  const subject = `Load ${facts.loadNumber}: ${CHECK_CALL_EVENT_NAMES[facts.event]}`;
  const lines: Array<[string, string]> = [
    ['What', SENTENCES[facts.event]],
    ['When', utcText(facts.at)],
    ...(facts.where ? ([['Where', facts.where]] as Array<[string, string]>) : []),
    ...(facts.late
      ? ([['Window closes', `${facilityText(facts.late.windowClose)} at ${facts.late.stop}`]] as Array<
          [string, string]
        >)
      : []),
    ...(facts.eta ? ([[`ETA to ${facts.eta.stop}`, utcText(facts.eta.at)]] as Array<[string, string]>) : []),
  ];
  const text = [
    `${subject} — ${facts.carrierName}`,
    '',
    ...lines.map(([k, v]) => `${k}: ${v}`),
    '',
    `Follow the load live: ${facts.trackingUrl}`,
    '',
    `Stop these check calls: ${facts.unsubscribeUrl}`,
  ].join('\n');
  const html =
    `<div style="font-family:Arial,sans-serif;max-width:560px">` +
    `<h2 style="margin:0 0 4px">${escapeHtml(subject)}</h2>` +
    `<p style="margin:0 0 16px;color:#555">${escapeHtml(facts.carrierName)}</p>` +
    `<table cellpadding="6" style="border-collapse:collapse">${lines
      .map(
        ([k, v]) =>
          `<tr><th align="left" style="color:#555">${escapeHtml(k)}</th><td>${escapeHtml(v)}</td></tr>`,
      )
      .join('')}</table>` +
    `<p style="margin:20px 0"><a href="${escapeHtml(facts.trackingUrl)}" style="background:#1c3d5a;color:#fff;padding:10px 16px;border-radius:6px;text-decoration:none">Follow the load live</a></p>` +
    `<p style="font-size:12px;color:#777">You get these mails because the carrier lists you for check calls. ` +
    `<a href="${escapeHtml(facts.unsubscribeUrl)}">Stop these check calls</a>.</p></div>`;
  return { to, subject, text, html };
}
