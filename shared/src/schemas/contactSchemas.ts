import { z } from 'zod';
import { jsonVersionSchema, nameSchema, optionalTextSchema } from './catalogFields';
import { SALON_CLOCKS } from './clockRules';
import { isCurrencyCode } from './currencyRules';
import { weeklyHoursSchema } from './weeklyHoursSchemas';

export const CONTACT_LIMITS = {
  addressLineMax: 120,
  phoneMax: 30,
  emailMax: 254,
  closuresMax: 60,
  closureNoteMax: 120,
  socialLinksMax: 10,
  urlMax: 300,
} as const;

export const SOCIAL_PLATFORMS = ['instagram', 'facebook', 'tiktok', 'pinterest', 'youtube', 'x', 'whatsapp', 'website'] as const;
export type SocialPlatform = (typeof SOCIAL_PLATFORMS)[number];

/** "2026-12-25": a real calendar day (not 2026-02-30). */
export const calendarDateSchema = z
  .string({ error: 'Enter a date as YYYY-MM-DD.' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter a date as YYYY-MM-DD.')
  .refine((text) => {
    const date = new Date(`${text}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
  }, 'This day does not exist.');

/** An IANA zone such as "Europe/London", as the browser's and Node's Intl know it. */
export const timeZoneSchema = z
  .string({ error: 'Choose a time zone.' })
  .min(1, 'Choose a time zone.')
  .max(64, 'Choose a time zone from the list.')
  .refine((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'Choose a time zone from the list (for example Europe/London).');

/** An ISO 4217 code in capitals, as prices are shown in it: "EUR", "GBP". */
export const currencySchema = z
  .string({ error: 'Choose a currency.' })
  .min(1, 'Choose a currency.')
  .refine((code) => /^[A-Z]{3}$/.test(code) && isCurrencyCode(code), 'Choose a currency from the list, such as EUR or GBP.');

/** How times are written and typed on every page: `'24h'` ("21:30") or `'12h'` ("9:30 PM"). */
export const clockSchema = z.enum(SALON_CLOCKS, { error: 'Choose a 12-hour or 24-hour clock.' });

const PHONE_PATTERN = /^\+?[0-9][0-9 ().-]{4,}[0-9]$/;
const PHONE_MESSAGE = 'Enter a phone number: digits, spaces, brackets and dashes, with an optional leading +.';

const phoneText = (typeMessage: string) =>
  z
    .string({ error: typeMessage })
    .trim()
    .max(CONTACT_LIMITS.phoneMax, `The phone number must be at most ${CONTACT_LIMITS.phoneMax} characters.`);

/** A phone number someone can dial: digits with the usual separators. */
export const phoneSchema = (typeMessage: string) =>
  phoneText(typeMessage)
    // Empty means not typed yet: ask for the number rather than explain its form.
    .regex(PHONE_PATTERN, { error: (issue) => (issue.input === '' ? typeMessage : PHONE_MESSAGE) });

/** Empty is allowed ("we have none"); otherwise it must look like a phone number. */
export const optionalPhoneSchema = phoneText('The phone number must be text.').refine((text) => text === '' || PHONE_PATTERN.test(text), PHONE_MESSAGE);

export const optionalEmailSchema = z
  .string({ error: 'The email address must be text.' })
  .trim()
  .max(CONTACT_LIMITS.emailMax, 'The email address is too long.')
  .refine((text) => text === '' || z.email().safeParse(text).success, 'Enter a valid email address, like name@example.com.');

/** Only https links: a social link is shown to visitors, and http or javascript: would be unsafe. */
export const httpsUrlSchema = z
  .string({ error: 'Enter a link.' })
  .trim()
  .max(CONTACT_LIMITS.urlMax, `The link must be at most ${CONTACT_LIMITS.urlMax} characters.`)
  .refine((text) => {
    try {
      const url = new URL(text);
      return url.protocol === 'https:' && url.hostname.includes('.') && url.username === '' && url.password === '';
    } catch {
      return false;
    }
  }, 'Enter a full https:// link, like https://instagram.com/yoursalon.');

export const closureSchema = z.object({
  date: calendarDateSchema,
  note: optionalTextSchema('note', CONTACT_LIMITS.closureNoteMax).default(''),
});
export type Closure = z.infer<typeof closureSchema>;

export const socialLinkSchema = z.object({
  platform: z.enum(SOCIAL_PLATFORMS, { error: 'Choose a platform from the list.' }),
  url: httpsUrlSchema,
});
export type SocialLink = z.infer<typeof socialLinkSchema>;

const addressLine = (what: string) => optionalTextSchema(what, CONTACT_LIMITS.addressLineMax);

const latitudeSchema = z
  .number({ error: 'The latitude must be a number.' })
  .min(-90, 'The latitude is between -90 and 90.')
  .max(90, 'The latitude is between -90 and 90.');

const longitudeSchema = z
  .number({ error: 'The longitude must be a number.' })
  .min(-180, 'The longitude is between -180 and 180.')
  .max(180, 'The longitude is between -180 and 180.');

/**
 * ISO 3166-1 alpha-2 ("NL", "FR"): how the salon reads a phone number typed without "+". The API
 * also checks it against libphonenumber-js's list of countries, which the browser does not load.
 */
const phoneCountrySchema = z
  .string({ error: 'Choose the country phone numbers are read in.' })
  .regex(/^[A-Z]{2}$/, 'Choose the country phone numbers are read in, as a two-letter code such as NL or FR.');

/** What the contact form edits: the salon's one contact record. */
export const contactFormSchema = z
  .object({
    businessName: nameSchema('business name'),
    street: addressLine('street'),
    city: addressLine('city'),
    postalCode: addressLine('postal code'),
    country: addressLine('country'),
    phone: optionalPhoneSchema,
    email: optionalEmailSchema,
    openingHours: weeklyHoursSchema,
    closures: z
      .array(closureSchema, { error: 'Send the closing dates as a list.' })
      .max(CONTACT_LIMITS.closuresMax, `At most ${CONTACT_LIMITS.closuresMax} closing dates.`)
      .superRefine((closures, context) => {
        const seen = new Set<string>();
        closures.forEach((closure, index) => {
          if (seen.has(closure.date)) context.addIssue({ code: 'custom', message: 'This date is listed twice.', path: [index, 'date'] });
          seen.add(closure.date);
        });
      }),
    socialLinks: z
      .array(socialLinkSchema, { error: 'Send the social links as a list.' })
      .max(CONTACT_LIMITS.socialLinksMax, `At most ${CONTACT_LIMITS.socialLinksMax} social links.`),
    latitude: latitudeSchema.nullable(),
    longitude: longitudeSchema.nullable(),
    timeZone: timeZoneSchema,
    currency: currencySchema,
    clock: clockSchema,
    /** Left out, the stored one stays (forms made before it existed do not send it). */
    phoneCountry: phoneCountrySchema.optional(),
  })
  // Both or neither: a map pin needs the two.
  .refine((contact) => (contact.latitude === null) === (contact.longitude === null), {
    error: 'Enter both the latitude and the longitude, or neither.',
    path: ['longitude'],
  });
export type ContactFormValues = z.infer<typeof contactFormSchema>;

/** `PUT /contact`: the whole record and the version it was read at. */
export const contactUpdateSchema = contactFormSchema.safeExtend({ version: jsonVersionSchema });
export type ContactUpdateInput = z.infer<typeof contactUpdateSchema>;

export const contactRecordSchema = z.object({
  businessName: z.string(),
  street: z.string(),
  city: z.string(),
  postalCode: z.string(),
  country: z.string(),
  phone: z.string(),
  email: z.string(),
  openingHours: weeklyHoursSchema,
  closures: z.array(z.object({ date: z.string(), note: z.string() })),
  socialLinks: z.array(socialLinkSchema),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  timeZone: z.string(),
  currency: z.string(),
  clock: z.enum(SALON_CLOCKS),
  /** ISO 3166-1 alpha-2: the country phone numbers without "+" are read in. */
  phoneCountry: z.string(),
  updatedAt: z.string(),
  version: z.number().int(),
});
export type Contact = z.infer<typeof contactRecordSchema>;
