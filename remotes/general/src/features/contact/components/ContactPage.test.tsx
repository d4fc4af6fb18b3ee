import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryClient } from '@nail-or-never/shared';
import { closedAllWeek, type Contact } from '@nail-or-never/shared/schemas';
import { fakeHttp, type FakeHttp } from '@nail-or-never/shared/testing';
import { renderSection } from '../../../testing/renderSection';

jest.setTimeout(30_000);

const aContact = (overrides: Partial<Contact> = {}): Contact => ({
  businessName: 'Nail Or Never',
  street: '1 High Street',
  city: 'London',
  postalCode: 'N1 1AA',
  country: 'United Kingdom',
  phone: '+44 20 7946 0958',
  email: 'hello@nailornever.example',
  openingHours: { ...closedAllWeek(), monday: [{ start: '09:00', end: '18:00' }] },
  closures: [],
  socialLinks: [],
  latitude: null,
  longitude: null,
  timeZone: 'Europe/London',
  currency: 'GBP',
  clock: '24h',
  reminderHours: 24,
  phoneCountry: 'GB',
  updatedAt: '2026-11-20T10:00:00.000Z',
  version: 3,
  ...overrides,
});

let api: FakeHttp;

beforeEach(() => {
  api = fakeHttp();
});

afterEach(() => {
  api.restore();
  queryClient.clear();
});

async function openContactPage(contact: Contact = aContact()) {
  api.on('GET', '/contact', { status: 200, body: { data: contact } });
  const view = renderSection('contact');
  await screen.findByRole('textbox', { name: 'Business name' });
  return view;
}

const save = () => screen.getByRole('button', { name: 'Save contact details' });
const sentBody = (): Contact => api.requests('PUT', '/contact')[0]?.json as Contact;

describe('the contact page', () => {
  it('shows the record and saves the whole of it with the version it was read at', async () => {
    await openContactPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact' })).toBeInTheDocument();
    // Its History is there, read only when opened.
    expect(screen.getByText('History')).toBeInTheDocument();
    api.on('PUT', '/contact', ({ json }) => ({ status: 200, body: { data: { ...aContact(), ...(json as object), version: 4 } } }));

    const name = screen.getByRole('textbox', { name: 'Business name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Nails by Mia');
    await userEvent.click(save());

    expect(await screen.findByText('Contact details saved')).toBeInTheDocument();
    expect(sentBody()).toMatchObject({ businessName: 'Nails by Mia', version: 3, city: 'London', timeZone: 'Europe/London', currency: 'GBP', clock: '24h' });
    expect(sentBody().openingHours.monday).toEqual([{ start: '09:00', end: '18:00' }]);
  });

  it('sets the reminder hours, refusing a number out of range with the sentence the API would give', async () => {
    await openContactPage();
    api.on('PUT', '/contact', ({ json }) => ({ status: 200, body: { data: { ...aContact(), ...(json as object), version: 4 } } }));
    const hours = screen.getByRole('textbox', { name: 'Reminder, hours before a booking' });
    expect(hours).toHaveValue('24');

    await userEvent.clear(hours);
    await userEvent.type(hours, '200');
    await userEvent.click(save());
    expect(await screen.findByText('Enter how many hours before a booking the reminder goes: a whole number from 1 to 168 (7 days).')).toBeInTheDocument();
    expect(api.calls('PUT', '/contact')).toBe(0);

    await userEvent.clear(hours);
    await userEvent.type(hours, '48');
    await userEvent.click(save());
    expect(await screen.findByText('Contact details saved')).toBeInTheDocument();
    expect(sentBody()).toMatchObject({ reminderHours: 48 });
  });

  it('after a save the form shows what the server stored, with nothing left to discard', async () => {
    await openContactPage();
    // The server is the judge of the stored form (here it adds the legal suffix).
    api.on('PUT', '/contact', ({ json }) => ({ status: 200, body: { data: { ...aContact(), ...(json as object), businessName: 'Nails by Mia Ltd', version: 4 } } }));
    const name = screen.getByRole('textbox', { name: 'Business name' });
    await userEvent.clear(name);
    await userEvent.type(name, 'Nails by Mia');
    await userEvent.click(save());

    await waitFor(() => expect(name).toHaveValue('Nails by Mia Ltd'));
    expect(screen.getByRole('button', { name: 'Discard changes' })).toBeDisabled();
  });

  it('changes the salon currency from the list, shown by code and name', async () => {
    await openContactPage();
    api.on('PUT', '/contact', ({ json }) => ({ status: 200, body: { data: { ...aContact(), ...(json as object), version: 4 } } }));
    const currency = document.getElementById('contact-currency')?.closest('.p-dropdown');
    expect(currency).toHaveTextContent('GBP · British Pound');

    await userEvent.click(currency as HTMLElement);
    const filter = await waitFor(() => {
      const box = document.querySelector<HTMLInputElement>('.p-dropdown-filter');
      if (!box) throw new Error('The currency list has not opened yet.');
      return box;
    });
    await userEvent.type(filter, 'Swiss');
    // jsdom never finishes the panel's opening transition, so the panel stays display: none.
    // The list filters as it is typed into: click only once it shows the one match, or a loaded
    // machine clicks an option of an earlier, replaced list.
    const list = () => within(document.querySelector<HTMLElement>('.p-dropdown-panel') ?? document.createElement('div'));
    await waitFor(() => expect(list().getAllByRole('option', { hidden: true }).map((option) => option.textContent)).toEqual(['CHF · Swiss Franc']));
    await userEvent.click(list().getByRole('option', { name: 'CHF · Swiss Franc', hidden: true }));
    await waitFor(() => expect(currency).toHaveTextContent('CHF · Swiss Franc'));
    await userEvent.click(save());

    expect(await screen.findByText('Contact details saved')).toBeInTheDocument();
    expect(sentBody()).toMatchObject({ currency: 'CHF' });
  });

  it('reads phone numbers in the country chosen by name, and sends its two-letter code', async () => {
    await openContactPage();
    api.on('PUT', '/contact', ({ json }) => ({ status: 200, body: { data: { ...aContact(), ...(json as object), version: 4 } } }));
    const country = document.getElementById('contact-phone-country')?.closest('.p-dropdown');
    expect(country).toHaveTextContent('United Kingdom (GB)');

    await userEvent.click(country as HTMLElement);
    const filter = await waitFor(() => {
      const box = document.querySelector<HTMLInputElement>('.p-dropdown-filter');
      if (!box) throw new Error('The country list has not opened yet.');
      return box;
    });
    await userEvent.type(filter, '(NL');
    // As for the currency: click once the list shows only the match (jsdom keeps the panel hidden).
    const list = () => within(document.querySelector<HTMLElement>('.p-dropdown-panel') ?? document.createElement('div'));
    await waitFor(() => expect(list().getAllByRole('option', { hidden: true }).map((option) => option.textContent)).toEqual(['Netherlands (NL)']));
    await userEvent.click(list().getByRole('option', { name: 'Netherlands (NL)', hidden: true }));
    await waitFor(() => expect(country).toHaveTextContent('Netherlands (NL)'));
    await userEvent.click(save());

    expect(await screen.findByText('Contact details saved')).toBeInTheDocument();
    expect(sentBody()).toMatchObject({ phoneCountry: 'NL' });
  });

  it('copies Monday to the weekdays and adds and removes intervals', async () => {
    await openContactPage();
    api.on('PUT', '/contact', ({ json }) => ({ status: 200, body: { data: { ...aContact(), ...(json as object), version: 4 } } }));

    await userEvent.click(screen.getByRole('button', { name: 'Copy Monday to weekdays' }));
    expect(screen.getByLabelText('Friday, hours 1 from')).toHaveValue('09:00');
    await userEvent.click(screen.getByRole('button', { name: 'Add hours on Saturday' }));
    expect(screen.getByLabelText('Saturday, hours 1 to')).toHaveValue('17:00');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Saturday, hours 1 (09:00–17:00)' }));
    expect(within(screen.getByRole('group', { name: 'Saturday' })).getByText('Closed')).toBeInTheDocument();
    await userEvent.click(save());

    await screen.findByText('Contact details saved');
    const hours = sentBody().openingHours;
    expect([hours.tuesday, hours.wednesday, hours.thursday, hours.friday]).toEqual(Array(4).fill([{ start: '09:00', end: '18:00' }]));
    expect(hours.saturday).toEqual([]);
  });

  it('refuses an interval that ends before it starts, in place, and sends nothing', async () => {
    await openContactPage();
    const end = screen.getByLabelText('Monday, hours 1 to');
    await userEvent.clear(end);
    await userEvent.type(end, '08:00');
    await userEvent.click(save());
    expect(await screen.findByText('The end must be after the start.')).toBeInTheDocument();
    expect(end).toHaveAttribute('aria-invalid', 'true');
    expect(api.requests('PUT', '/contact')).toHaveLength(0);
  });

  it('keeps the salon open to midnight: 00:00 typed as an end is sent as 24:00 and shown as 00:00', async () => {
    await openContactPage();
    api.on('PUT', '/contact', ({ json }) => ({ status: 200, body: { data: { ...aContact(), ...(json as object), version: 4 } } }));
    const end = screen.getByLabelText('Monday, hours 1 to');
    await userEvent.clear(end);
    await userEvent.type(end, '00:00');
    await userEvent.click(save());

    await screen.findByText('Contact details saved');
    expect(sentBody().openingHours.monday).toEqual([{ start: '09:00', end: '24:00' }]);
    expect(screen.getByLabelText('Monday, hours 1 to')).toHaveValue('00:00');
  });

  it('chooses the 12-hour clock: the opening hours switch to it at once, and the clock is saved with the record', async () => {
    await openContactPage();
    api.on('PUT', '/contact', ({ json }) => ({ status: 200, body: { data: { ...aContact(), ...(json as object), version: 4 } } }));
    const clock = screen.getByRole('combobox', { name: 'Clock' });
    expect(clock).toHaveValue('24h');

    await userEvent.selectOptions(clock, '12-hour (9:30 PM)');
    expect(screen.getByLabelText('Monday, hours 1 from')).toHaveValue('9:00 AM');
    expect(screen.getByLabelText('Monday, hours 1 to')).toHaveValue('6:00 PM');
    const end = screen.getByLabelText('Monday, hours 1 to');
    await userEvent.clear(end);
    await userEvent.type(end, '7:30 pm');
    await userEvent.click(save());

    expect(await screen.findByText('Contact details saved')).toBeInTheDocument();
    expect(sentBody()).toMatchObject({ clock: '12h', openingHours: { monday: [{ start: '09:00', end: '19:30' }] } });
  });

  it('on the 12-hour clock shows a day open to midnight as 12:00 AM (midnight) and keeps it 24:00', async () => {
    await openContactPage(aContact({ clock: '12h', openingHours: { ...closedAllWeek(), friday: [{ start: '18:00', end: '24:00' }] } }));
    api.on('PUT', '/contact', ({ json }) => ({ status: 200, body: { data: { ...aContact(), ...(json as object), version: 4 } } }));
    expect(screen.getByLabelText('Friday, hours 1 from')).toHaveValue('6:00 PM');
    expect(screen.getByLabelText('Friday, hours 1 to')).toHaveValue('12:00 AM (midnight)');
    expect(screen.getByRole('button', { name: 'Remove Friday, hours 1 (6:00 PM–12:00 AM (midnight))' })).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: 'City' }), ' Centre');
    await userEvent.click(save());

    expect(await screen.findByText('Contact details saved')).toBeInTheDocument();
    expect(sentBody().openingHours.friday).toEqual([{ start: '18:00', end: '24:00' }]);
  });

  it('refuses a social link that is not https before sending', async () => {
    await openContactPage();
    await userEvent.click(screen.getByRole('button', { name: 'Add link' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Address of link 1' }), 'http://instagram.com/salon');
    await userEvent.click(save());
    expect(await screen.findByText('Enter a full https:// link, like https://instagram.com/yoursalon.')).toBeInTheDocument();
    expect(api.requests('PUT', '/contact')).toHaveLength(0);
  });

  it('shows a server error on a nested field next to that field', async () => {
    await openContactPage();
    api.on('PUT', '/contact', { status: 400, body: { message: 'Check the hours.', errors: { 'openingHours.monday.0.start': 'Opening this early is not allowed.' } } });
    await userEvent.click(screen.getByRole('button', { name: 'Copy Monday to weekdays' }));
    await userEvent.click(save());
    expect(await screen.findByText('Opening this early is not allowed.')).toBeInTheDocument();
    expect(screen.getByLabelText('Monday, hours 1 from')).toHaveAttribute('aria-invalid', 'true');
  });

  it('on a stale version offers the latest one and reloads it into the form', async () => {
    await openContactPage();
    api.on('PUT', '/contact', { status: 409, body: { message: 'Someone else saved the contact details.', errors: { version: 'stale' } } });
    await userEvent.type(screen.getByRole('textbox', { name: 'City' }), ' Centre');
    await userEvent.click(save());
    expect(await screen.findByText('Someone else saved the contact details.')).toBeInTheDocument();

    api.on('GET', '/contact', { status: 200, body: { data: aContact({ city: 'Bristol', version: 5 }) } });
    await userEvent.click(screen.getByRole('button', { name: 'Reload latest version' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Bristol'));
    expect(screen.queryByText('Someone else saved the contact details.')).not.toBeInTheDocument();
  });

  it('links to the pin on a map once both coordinates are there', async () => {
    await openContactPage(aContact({ latitude: 51.5074, longitude: -0.1278 }));
    const link = screen.getByRole('link', { name: /Preview on a map/ });
    expect(link).toHaveAttribute('href', 'https://www.openstreetmap.org/?mlat=51.507400&mlon=-0.127800#map=17/51.507400/-0.127800');
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('says so when the record cannot be loaded, and tries again', async () => {
    api.on('GET', '/contact', { status: 500, body: { message: 'The server had a problem.' } });
    renderSection('contact');
    expect(await screen.findByRole('heading', { name: 'The contact details could not be loaded' })).toBeInTheDocument();
    api.on('GET', '/contact', { status: 200, body: { data: aContact() } });
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('textbox', { name: 'Business name' })).toHaveValue('Nail Or Never');
  });

  describe('on a fresh install (closed every day, UTC, never saved)', () => {
    const fresh = () => aContact({ openingHours: closedAllWeek(), timeZone: 'UTC', version: 1 });
    const realOptions = Intl.DateTimeFormat.prototype.resolvedOptions;
    beforeEach(() => {
      // This browser is in Lisbon.
      jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
        return { ...realOptions.call(this), timeZone: 'Europe/Lisbon' };
      });
    });
    afterEach(() => jest.restoreAllMocks());

    it('proposes Tuesday to Saturday, 09:00 to 18:00, and the browser\u2019s time zone, saved only when the owner saves', async () => {
      await openContactPage(fresh());
      expect(screen.getByText(/The salon has no opening hours yet/)).toHaveTextContent('Proposed: Tuesday to Saturday, 09:00 to 18:00.');
      expect(screen.getByText(/Proposed from this browser/)).toHaveTextContent('Proposed from this browser: Europe/Lisbon (the salon still says UTC).');
      expect(screen.getByLabelText('Tuesday, hours 1 from')).toHaveValue('09:00');
      expect(screen.getByLabelText('Saturday, hours 1 to')).toHaveValue('18:00');
      expect(screen.queryByLabelText('Monday, hours 1 from')).not.toBeInTheDocument();
      expect(api.requests('PUT', '/contact')).toHaveLength(0);

      api.on('PUT', '/contact', ({ json }) => ({ status: 200, body: { data: { ...fresh(), ...(json as object), version: 2 } } }));
      await userEvent.click(save());
      await screen.findByText('Contact details saved');
      expect(sentBody()).toMatchObject({
        version: 1,
        timeZone: 'Europe/Lisbon',
        openingHours: { monday: [], tuesday: [{ start: '09:00', end: '18:00' }], saturday: [{ start: '09:00', end: '18:00' }], sunday: [] },
      });
      // Saved: the record speaks for itself, nothing is proposed any more.
      await waitFor(() => expect(screen.queryByText(/Proposed from this browser/)).not.toBeInTheDocument());
      expect(screen.queryByText(/The salon has no opening hours yet/)).not.toBeInTheDocument();
    });

    it('never proposes another time zone once the contact details were saved', async () => {
      await openContactPage(aContact({ openingHours: closedAllWeek(), timeZone: 'UTC', version: 2 }));
      expect(screen.getByText(/The salon has no opening hours yet/)).toBeInTheDocument();
      expect(screen.queryByText(/Proposed from this browser/)).not.toBeInTheDocument();
    });
  });
});
