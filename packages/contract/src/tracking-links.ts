import { z } from 'zod';
import { envelope } from './errors';
import { idParams } from './ids';
import { itemsPage } from './paging';

/**
 * Tracking links and check calls (docs/product.md "Tracking links and check calls",
 * docs/decisions/0046-tracking-links-and-check-calls.md): links a broker opens without a login, and the
 * public answer behind them.
 */

/** A link lives at most this long; without `expiresInDays` it ends LINK_DAYS_AFTER_DELIVERY after delivery. */
export const LINK_MAX_DAYS = 90;
export const LINK_DAYS_AFTER_DELIVERY = 3;
/** The public answer: per address, this many calls a minute (a page polls twice a minute). */
export const PUBLIC_TRACKING_LIMIT = { max: 60, windowSeconds: 60 } as const;

export const trackingLinkMessages = {
  created: 'The tracking link has been created.',
  revoked: 'The tracking link has been revoked.',
  notFound: 'This tracking link does not exist, has expired or was revoked.',
  linkNotFound: 'Tracking link not found',
  expiresInDays: `The number of days must be a whole number from 1 to ${LINK_MAX_DAYS}`,
} as const;

/** POST /api/loads/{id}/tracking-links */
export const trackingLinkBody = z
  .object({
    expiresInDays: z
      .number({ error: trackingLinkMessages.expiresInDays })
      .int(trackingLinkMessages.expiresInDays)
      .min(1, trackingLinkMessages.expiresInDays)
      .max(LINK_MAX_DAYS, trackingLinkMessages.expiresInDays)
      .nullish(),
  })
  .nullish()
  .describe(
    `Optional: expiresInDays (1–${LINK_MAX_DAYS}) from now; left out, the link ends ${LINK_DAYS_AFTER_DELIVERY} days after delivery`,
  );
export type TrackingLinkBody = z.infer<typeof trackingLinkBody>;

export const trackingLinkIdParams = idParams;
/** The token: 43 characters of base64url (256 random bits); anything else is a 404 like a made-up one. */
export const publicTokenParams = z.object({ token: z.string().max(200) });
export const publicDocumentParams = z.object({ token: z.string().max(200), documentId: z.string().max(12) });

const link = z.object({
  id: z.number().int(),
  loadId: z.number().int(),
  /** The page's address, `<PUBLIC_URL>/t/<token>`. */
  url: z.string(),
  /** Shown once, when the link is made: only its hash is kept. */
  token: z.string(),
  /** null: 3 days after delivery (not delivered yet). */
  expiresAt: z.iso.datetime().nullable(),
  revokedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  state: z.enum(['active', 'expired', 'revoked']),
});
export const trackingLinkSchema = link;
export type TrackingLink = z.infer<typeof link>;
/** The list shows no token (it is not kept) and no url. */
export const trackingLinkListItem = link.omit({ token: true, url: true });
export type TrackingLinkListItem = z.infer<typeof trackingLinkListItem>;

export const trackingLinkResponse = envelope(link);
export const trackingLinkListResponse = envelope(itemsPage(trackingLinkListItem));
export const trackingLinkRevokedResponse = envelope(trackingLinkListItem);

const stop = z.object({
  type: z.enum(['pickup', 'delivery']),
  city: z.string(),
  state: z.string(),
  window: z.object({ from: z.iso.datetime().nullable(), to: z.iso.datetime().nullable() }),
  arrivedAt: z.iso.datetime().nullable(),
  departedAt: z.iso.datetime().nullable(),
});

/** GET /api/public/tracking/{token}: what a broker sees. Never the rate, the driver or another load. */
export const publicTracking = z.object({
  loadNumber: z.string(),
  status: z.string(),
  statusId: z.number().int(),
  /** Each status the load reached, oldest first. */
  statusTimes: z.array(z.object({ status: z.string(), at: z.iso.datetime() })),
  stops: z.array(stop),
  lastPosition: z
    .object({
      at: z.iso.datetime(),
      city: z.string(),
      state: z.string(),
      lat: z.number().optional(),
      lng: z.number().optional(),
    })
    .nullable(),
  /** The arrival at the next stop, null once delivered or with no position yet. */
  eta: z
    .object({ stop: z.enum(['pickup', 'delivery']), at: z.iso.datetime(), milesLeft: z.number() })
    .nullable(),
  proofOfDelivery: z.array(z.object({ fileName: z.string(), url: z.string() })),
  refreshedAt: z.iso.datetime(),
});
export type PublicTracking = z.infer<typeof publicTracking>;
export const publicTrackingResponse = envelope(publicTracking);
