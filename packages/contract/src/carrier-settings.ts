import { z } from 'zod';
import { stateCodeField, zipField } from './brokers';
import { envelope } from './errors';
import { fieldMessages } from './messages';
import { lowerEmailField, phoneField, textField } from './validation';
import { sameFields } from './wire';

/**
 * The carrier's own details (docs/product.md "Invoices and receivables"): what its invoices print (name,
 * address, MC/DOT numbers, logo, remit-to address) and the factoring company its invoices are assigned to.
 * One record; Carriers and Admin users read and change it.
 */

export const CARRIER_SETTINGS_LIMITS = {
  name: 120,
  address: 200,
  city: 80,
  number: 20,
  remitTo: 500,
  notice: 2000,
} as const;

/** The logo: PNG or JPEG, at most 2 MB. */
export const LOGO_MIME_TYPES = ['image/png', 'image/jpeg'] as const;
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;

export const carrierSettingsMessages = {
  saved: 'The carrier settings have been saved.',
  logoSaved: 'The logo has been saved.',
  logoDeleted: 'The logo has been removed.',
  noLogo: 'No logo is set.',
  saveFirst: 'Save the carrier details before adding a logo.',
  logoType: 'The logo must be a PNG or JPEG image.',
  logoTooLarge: 'The logo is larger than 2 MB.',
  numberFormat: 'Letters, digits and dashes only',
  timeZone: 'Choose a time zone from the list',
} as const;

const optionalText = (max: number) =>
  z
    .union([z.string(), z.null()])
    .optional()
    .transform((v) => (v ?? '').trim())
    .pipe(z.string().max(max, fieldMessages.maxLength));

const numberText = optionalText(CARRIER_SETTINGS_LIMITS.number).refine(
  (v) => v === '' || /^[A-Za-z0-9-]+$/.test(v),
  carrierSettingsMessages.numberFormat,
);

export const factoringCompanyInput = z.object({
  name: textField(CARRIER_SETTINGS_LIMITS.name),
  email: lowerEmailField,
  /** Where brokers pay once the invoice is assigned (several lines). */
  remitTo: textField(CARRIER_SETTINGS_LIMITS.remitTo),
  /** The notice of assignment printed on every invoice. */
  noticeOfAssignment: textField(CARRIER_SETTINGS_LIMITS.notice),
});
export type FactoringCompanyInput = z.input<typeof factoringCompanyInput>;

/** The time zones a carrier keeps its days in (the dispatch board's midnights), with their names on screen. */
export const CARRIER_TIME_ZONES = {
  'America/New_York': 'Eastern (New York)',
  'America/Chicago': 'Central (Chicago)',
  'America/Denver': 'Mountain (Denver)',
  'America/Phoenix': 'Arizona (Phoenix, no daylight saving)',
  'America/Los_Angeles': 'Pacific (Los Angeles)',
  'America/Anchorage': 'Alaska (Anchorage)',
  'Pacific/Honolulu': 'Hawaii (Honolulu)',
  'America/Toronto': 'Eastern (Toronto)',
  'America/Winnipeg': 'Central (Winnipeg)',
  'America/Edmonton': 'Mountain (Edmonton)',
  'America/Vancouver': 'Pacific (Vancouver)',
} as const;
export type CarrierTimeZone = keyof typeof CARRIER_TIME_ZONES;
const TIME_ZONE_IDS = Object.keys(CARRIER_TIME_ZONES) as [CarrierTimeZone, ...CarrierTimeZone[]];
export const isCarrierTimeZone = (zone: string): zone is CarrierTimeZone => zone in CARRIER_TIME_ZONES;
/** Until the carrier chooses one: the demo carrier is in Texas. */
export const DEFAULT_TIME_ZONE: CarrierTimeZone = 'America/Chicago';

/** GET /api/carrier-settings/time-zone: what every staff screen that shows days needs, for any role. */
export const carrierTimeZoneResponse = envelope(z.object({ timeZone: z.enum(TIME_ZONE_IDS) }));

/** PUT /api/carrier-settings: the whole record. `factoring: null` removes the factoring company. */
export const carrierSettingsBody = z.object({
  name: textField(CARRIER_SETTINGS_LIMITS.name),
  address: textField(CARRIER_SETTINGS_LIMITS.address),
  city: textField(CARRIER_SETTINGS_LIMITS.city),
  state: stateCodeField,
  zipCode: zipField,
  phone: z.string({ error: fieldMessages.required }).pipe(phoneField),
  email: lowerEmailField,
  mcNumber: numberText,
  dotNumber: numberText,
  /** Where brokers send payment (several lines); empty: the carrier's address. */
  remitTo: optionalText(CARRIER_SETTINGS_LIMITS.remitTo),
  factoring: factoringCompanyInput.nullable().optional().default(null),
  /**
   * Every staff account must sign in with a second factor (docs/product.md "Two-factor sign-in"); only a
   * Carriers user may change it. Left out: unchanged.
   */
  requireTwoFactor: z.boolean().optional(),
  /** Tracking links show the truck's exact point, not only the nearest town. Left out: unchanged. */
  trackingExactPosition: z.boolean().optional(),
  /** The carrier's time zone (CARRIER_TIME_ZONES). Left out: unchanged. */
  timeZone: z.enum(TIME_ZONE_IDS, { error: carrierSettingsMessages.timeZone }).optional(),
});
export type CarrierSettingsInput = z.input<typeof carrierSettingsBody>;
export type CarrierSettingsBody = z.output<typeof carrierSettingsBody>;

/** A saved body's fields as the record answers them: each the text it was saved as. */
const savedTexts = <S extends z.ZodRawShape>(body: z.ZodObject<S>) =>
  sameFields(z.string(), ...(Object.keys(body.shape) as Array<keyof S & string>));

export const factoringCompany = z.object(savedTexts(factoringCompanyInput));
export type FactoringCompany = z.infer<typeof factoringCompany>;

/** GET /api/carrier-settings; before the first save every text is empty and `configured` false. */
export const carrierSettings = z.object({
  configured: z.boolean(),
  ...savedTexts(
    carrierSettingsBody.omit({
      factoring: true,
      requireTwoFactor: true,
      trackingExactPosition: true,
      timeZone: true,
    }),
  ),
  factoring: factoringCompany.nullable(),
  requireTwoFactor: z.boolean(),
  trackingExactPosition: z.boolean(),
  timeZone: z.enum(TIME_ZONE_IDS),
  /** Whether a logo is set: GET /api/carrier-settings/logo answers its bytes. */
  hasLogo: z.boolean(),
  updatedAt: z.iso.datetime().nullable(),
});
export type CarrierSettings = z.infer<typeof carrierSettings>;
export const carrierSettingsResponse = envelope(carrierSettings);
export type CarrierSettingsResponse = z.infer<typeof carrierSettingsResponse>;

/** Documentation of POST /api/carrier-settings/logo (multipart, one `file`). */
export const logoUploadForm = z.object({
  file: z.string().meta({ format: 'binary', description: 'PNG or JPEG, at most 2 MB' }),
});
