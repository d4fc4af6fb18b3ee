import { useState, type ReactNode } from 'react';
import { Controller, useFieldArray } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { InputText } from 'primereact/inputtext';
import { CONTACT_LIMITS, contactFormSchema, SOCIAL_PLATFORMS, type Contact, type ContactFormValues } from '@nail-or-never/shared/schemas';
import { FormField, FormProblemMessage, RecordHoursField, useRecordForm } from '@nail-or-never/shared/kit';
import { contactProposal, contactValues, proposedContactValues, type ContactFormInput } from '../model/contactFormValues';
import { mapPreviewUrl } from '../model/mapPreviewUrl';
import { timeZoneOptions } from '../model/timeZones';
import { currencyOptions } from '../model/currencies';
import { phoneCountryOptions } from '../model/phoneCountries';
import { SalonChoiceField } from './SalonChoiceField';

const PLATFORM_LABELS: Record<(typeof SOCIAL_PLATFORMS)[number], string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  tiktok: 'TikTok',
  pinterest: 'Pinterest',
  youtube: 'YouTube',
  x: 'X',
  whatsapp: 'WhatsApp',
  website: 'Website',
};
const PLATFORM_OPTIONS = SOCIAL_PLATFORMS.map((value) => ({ value, label: PLATFORM_LABELS[value] }));


const resolver = zodResolver(contactFormSchema);

/** Empty is "no pin"; a comma is taken as the decimal point; anything else the schema refuses. */
const toCoordinate = (input: unknown): number | null => {
  if (typeof input === 'number') return input;
  const text = String(input ?? '').trim().replace(',', '.');
  return text === '' ? null : Number(text);
};

/** Whole hours as typed; empty or not a number stays NaN, which the schema refuses with its sentence. */
const toHours = (input: unknown): number => (typeof input === 'number' ? input : String(input ?? '').trim() === '' ? Number.NaN : Number(String(input).trim()));

export interface ContactFormProps {
  contact: Contact;
  onSave: (values: ContactFormValues, base: Contact) => Promise<Contact>;
  onReload: () => Promise<Contact>;
}

/** The salon's contact record in one form: address, hours, closing dates, links, map pin, time zone. */
export function ContactForm({ contact, onSave, onReload }: ContactFormProps) {
  const [base, setBase] = useState(contact);
  // A fresh salon's form starts from proposed hours and the browser's time zone; once saved, from the record.
  const proposal = contactProposal(base, Intl.DateTimeFormat().resolvedOptions().timeZone);
  const startValues = proposedContactValues(base, proposal);
  // The page owns the save (and its toast); the form hands it the values and the version they were made on.
  const save = { mutateAsync: (values: ContactFormValues) => onSave(values, base), isPending: false };
  const record = useRecordForm<ContactFormInput, ContactFormValues, ContactFormValues, Contact, Contact>({
    resolver,
    values: startValues,
    mutation: save,
    toVariables: (values) => values,
    kind: 'page',
    savedValues: contactValues,
    onSaved: (saved) => setBase(saved),
    reload: { load: onReload, valuesOf: contactValues, onLoaded: setBase, goneMessage: 'The contact details could not be found.' },
  });
  const { control, register, reset, watch } = record.form;
  const { busy, dirty, errorOf } = record;
  const closures = useFieldArray({ control, name: 'closures' });
  const links = useFieldArray({ control, name: 'socialLinks' });
  const [latitude, longitude, timeZone, currency, clock, phoneCountry] = watch(['latitude', 'longitude', 'timeZone', 'currency', 'clock', 'phoneCountry']);

  const id = (name: string) => `contact-${name}`;
  const text = (name: 'businessName' | 'street' | 'city' | 'postalCode' | 'country' | 'phone' | 'email', label: string, extra: { hint?: string; type?: string; autoComplete?: string } = {}) => (
    <FormField id={id(name)} label={label} error={errorOf(name)} {...(extra.hint ? { hint: extra.hint } : {})}>
      {(a11y) => <InputText {...a11y} {...register(name)} type={extra.type ?? 'text'} autoComplete={extra.autoComplete ?? 'off'} disabled={busy} className="kit-input-full" />}
    </FormField>
  );

  // Plain text, read as a number on the way in: a formatted number field drops the sign of "-0.1…"
  // as it is typed, and west of Greenwich that is where a salon's longitude starts.
  const coordinate = (name: 'latitude' | 'longitude', label: string, hint: string) => (
    <FormField id={id(name)} label={label} error={errorOf(name)} hint={hint}>
      {(a11y) => <InputText {...a11y} {...register(name, { setValueAs: toCoordinate })} inputMode="decimal" autoComplete="off" disabled={busy} />}
    </FormField>
  );

  return (
    <form className="kit-form gen-form" noValidate aria-busy={busy} onSubmit={record.onSubmit}>
      <section className="kit-card gen-form-section" aria-labelledby="contact-business-heading">
        <h2 id="contact-business-heading">Salon and address</h2>
        {text('businessName', 'Business name')}
        <div className="kit-form-row">
          {text('street', 'Street and number', { autoComplete: 'street-address' })}
          {text('city', 'City', { autoComplete: 'address-level2' })}
        </div>
        <div className="kit-form-row">
          {text('postalCode', 'Postal code', { autoComplete: 'postal-code' })}
          {text('country', 'Country', { autoComplete: 'country-name' })}
        </div>
        <div className="kit-form-row">
          {text('phone', 'Phone', { type: 'tel', hint: 'As customers should dial it, e.g. +44 20 7946 0958.' })}
          {text('email', 'Email', { type: 'email' })}
        </div>
      </section>

      <section className="kit-card gen-form-section" aria-labelledby="contact-hours-heading">
        <h2 id="contact-hours-heading">Opening hours</h2>
        <p className="kit-page-lead">A day without hours is shown as closed. Bookings must fall inside these hours.</p>
        {proposal.hours ? (
          <ProposalNote id={id('hours-proposal')}>
            The salon has no opening hours yet, so every booking would be refused. Proposed: Tuesday to Saturday, 09:00 to 18:00. Change them as you need; nothing is
            saved until you save the contact details.
          </ProposalNote>
        ) : null}
        <RecordHoursField record={record} name="openingHours" idPrefix={id('hours')} emptyDayText="Closed" clock={clock} />
      </section>

      <section className="kit-card gen-form-section" aria-labelledby="contact-closures-heading">
        <h2 id="contact-closures-heading">Special closing dates</h2>
        <p className="kit-page-lead">Holidays and other days the salon is closed, whatever the weekday.</p>
        {closures.fields.length === 0 ? <p className="gen-empty-line">No closing dates.</p> : null}
        <ul className="gen-rows">
          {closures.fields.map((closure, index) => (
            <li key={closure.id} className="kit-form-row gen-row">
              <FormField id={id(`closure-${index}-date`)} label={`Closing date ${index + 1}`} error={errorOf(`closures.${index}.date`)}>
                {(a11y) => <InputText {...a11y} type="date" {...register(`closures.${index}.date`)} disabled={busy} />}
              </FormField>
              <FormField id={id(`closure-${index}-note`)} label={`Note for closing date ${index + 1}`} error={errorOf(`closures.${index}.note`)}>
                {(a11y) => <InputText {...a11y} {...register(`closures.${index}.note`)} placeholder="e.g. Christmas" disabled={busy} className="kit-input-full" />}
              </FormField>
              <Button type="button" icon="pi pi-trash" text severity="danger" aria-label={`Remove closing date ${index + 1}`} disabled={busy} onClick={() => closures.remove(index)} className="gen-row-remove" />
            </li>
          ))}
        </ul>
        <FormProblemLine message={errorOf('closures')} />
        <Button
          type="button"
          label="Add closing date"
          icon="pi pi-plus"
          outlined
          size="small"
          disabled={busy || closures.fields.length >= CONTACT_LIMITS.closuresMax}
          onClick={() => closures.append({ date: '', note: '' })}
        />
      </section>

      <section className="kit-card gen-form-section" aria-labelledby="contact-links-heading">
        <h2 id="contact-links-heading">Social links</h2>
        {links.fields.length === 0 ? <p className="gen-empty-line">No social links.</p> : null}
        <ul className="gen-rows">
          {links.fields.map((link, index) => (
            <li key={link.id} className="kit-form-row gen-row">
              <FormField id={id(`link-${index}-platform`)} label={`Platform of link ${index + 1}`} error={errorOf(`socialLinks.${index}.platform`)}>
                {(a11y) => (
                  <Controller
                    control={control}
                    name={`socialLinks.${index}.platform`}
                    render={({ field }) => (
                      <Dropdown
                        inputId={a11y.id}
                        focusInputRef={field.ref}
                        aria-invalid={a11y['aria-invalid']}
                        aria-describedby={a11y['aria-describedby']}
                        value={field.value}
                        options={PLATFORM_OPTIONS}
                        optionLabel="label"
                        optionValue="value"
                        onChange={(event) => field.onChange(event.value)}
                        onBlur={field.onBlur}
                        disabled={busy}
                      />
                    )}
                  />
                )}
              </FormField>
              <FormField id={id(`link-${index}-url`)} label={`Address of link ${index + 1}`} error={errorOf(`socialLinks.${index}.url`)}>
                {(a11y) => <InputText {...a11y} type="url" {...register(`socialLinks.${index}.url`)} placeholder="https://" disabled={busy} className="kit-input-full" />}
              </FormField>
              <Button type="button" icon="pi pi-trash" text severity="danger" aria-label={`Remove link ${index + 1}`} disabled={busy} onClick={() => links.remove(index)} className="gen-row-remove" />
            </li>
          ))}
        </ul>
        <Button
          type="button"
          label="Add link"
          icon="pi pi-plus"
          outlined
          size="small"
          disabled={busy || links.fields.length >= CONTACT_LIMITS.socialLinksMax}
          onClick={() => links.append({ platform: 'instagram', url: '' })}
        />
      </section>

      <section className="kit-card gen-form-section" aria-labelledby="contact-map-heading">
        <h2 id="contact-map-heading">Map and time zone</h2>
        <div className="kit-form-row">
          {coordinate('latitude', 'Latitude', 'Between -90 and 90, e.g. 51.5136.')}
          {coordinate('longitude', 'Longitude', 'Between -180 and 180, e.g. -0.1365.')}
        </div>
        {typeof latitude === 'number' && typeof longitude === 'number' ? (
          <a className="gen-map-link" href={mapPreviewUrl(latitude, longitude)} target="_blank" rel="noopener noreferrer">
            <i className="pi pi-map-marker" aria-hidden="true" /> Preview on a map<span className="kit-visually-hidden"> (opens OpenStreetMap in a new tab)</span>
          </a>
        ) : (
          <p className="gen-empty-line">Enter the latitude and longitude to preview the pin on a map.</p>
        )}
        {proposal.timeZone ? (
          <ProposalNote id={id('time-zone-proposal')}>
            Proposed from this browser: {proposal.timeZone} (the salon still says {base.timeZone}). Check it and save the contact details to confirm it.
          </ProposalNote>
        ) : null}
        <SalonChoiceField
          control={control}
          name="timeZone"
          id={id('time-zone')}
          label="Time zone"
          hint="Bookings are shown in this zone."
          error={errorOf('timeZone')}
          options={timeZoneOptions(timeZone)}
          disabled={busy}
        />
        <SalonChoiceField
          control={control}
          name="currency"
          id={id('currency')}
          label="Currency"
          hint="Prices and gift cards are shown in this currency; amounts are not converted."
          error={errorOf('currency')}
          options={currencyOptions(currency)}
          disabled={busy}
        />
        <SalonChoiceField
          control={control}
          name="phoneCountry"
          id={id('phone-country')}
          label="Phone numbers' country"
          hint="A client's number typed without + (06 12 34 56 78) is read as a number of this country; search and duplicate checks compare numbers read this way."
          error={errorOf('phoneCountry')}
          options={phoneCountryOptions(phoneCountry)}
          disabled={busy}
        />
        <FormField id={id('clock')} label="Clock" error={errorOf('clock')} hint="Every time in the admin is shown and typed on this clock, the opening hours above included.">
          {(a11y) => (
            <select {...a11y} {...register('clock')} className="p-inputtext gen-salon-choice" disabled={busy}>
              <option value="24h">24-hour (21:30)</option>
              <option value="12h">12-hour (9:30 PM)</option>
            </select>
          )}
        </FormField>
      </section>

      <section className="kit-card gen-form-section" aria-labelledby="contact-emails-heading">
        <h2 id="contact-emails-heading">E-mails to clients</h2>
        <FormField
          id={id('reminder-hours')}
          label="Reminder, hours before a booking"
          error={errorOf('reminderHours')}
          hint={`Clients with an e-mail address who agreed to e-mails get a confirmation when they book and a reminder this many hours before (${CONTACT_LIMITS.reminderHoursMin} to ${CONTACT_LIMITS.reminderHoursMax}).`}
        >
          {(a11y) => <InputText {...a11y} {...register('reminderHours', { setValueAs: toHours })} inputMode="numeric" autoComplete="off" disabled={busy} />}
        </FormField>
      </section>

      <FormProblemMessage {...record.problemProps} />
      <div className="kit-form-actions">
        <Button type="button" label="Discard changes" outlined severity="secondary" disabled={busy || !dirty} onClick={() => reset(startValues)} />
        <Button type="submit" label="Save contact details" icon="pi pi-check" loading={busy} />
      </div>
      {record.guard}
    </form>
  );
}

/** A value the form proposes rather than shows from the record: said in words, not only by colour. */
function ProposalNote({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="gen-proposal">
      <i className="pi pi-info-circle" aria-hidden="true" /> <span>{children}</span>
    </p>
  );
}

function FormProblemLine({ message }: { message: string | undefined }) {
  return message ? <small className="p-error kit-field-error">{message}</small> : null;
}
