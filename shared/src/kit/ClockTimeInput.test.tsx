import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { SalonClock } from '../schemas/clockRules';
import { ClockTimeInput } from './ClockTimeInput';

/** The box in a form that keeps what it receives, shown beside it as the API would get it. */
function Closing({ clock, initial = '18:00', closing = false }: { clock: SalonClock; initial?: string; closing?: boolean }) {
  const [time, setTime] = useState(initial);
  return (
    <>
      <label htmlFor="closes">Closes at</label>
      <ClockTimeInput id="closes" value={time} clock={clock} closing={closing} onChange={setTime} />
      <output aria-label="Sent">{time}</output>
    </>
  );
}

const box = () => screen.getByRole('textbox', { name: 'Closes at' });
const sent = () => screen.getByRole('status', { name: 'Sent' });

async function typeInto(text: string) {
  await userEvent.clear(box());
  await userEvent.type(box(), text);
}

describe('ClockTimeInput on the 24-hour clock', () => {
  it('takes a 24-hour time as typed, whatever the browser language would do with AM/PM', async () => {
    render(<Closing clock="24h" />);
    expect(box()).toHaveAttribute('placeholder', 'HH:MM');
    expect(box()).toHaveValue('18:00');

    await typeInto('21:30');

    expect(box()).toHaveValue('21:30');
    expect(sent()).toHaveTextContent('21:30');
  });
});

describe('ClockTimeInput on the 12-hour clock', () => {
  it('shows the time with AM or PM and sends the 24-hour time', async () => {
    render(<Closing clock="12h" />);
    expect(box()).toHaveValue('6:00 PM');
    expect(box()).toHaveAttribute('placeholder', 'H:MM AM');

    await typeInto('9:30 am');
    expect(sent()).toHaveTextContent('09:30');
    await userEvent.tab();
    expect(box()).toHaveValue('9:30 AM');

    await typeInto('9:30pm');
    expect(sent()).toHaveTextContent('21:30');
  });

  it('understands a 24-hour time typed on it and writes it back on the salon’s clock', async () => {
    render(<Closing clock="12h" />);

    await typeInto('21:30');
    expect(sent()).toHaveTextContent('21:30');
    expect(box()).toHaveValue('21:30');
    await userEvent.tab();

    expect(box()).toHaveValue('9:30 PM');
    expect(box()).not.toHaveAccessibleDescription();
  });

  it('asks for AM or PM instead of guessing, and sends nothing the form could save', async () => {
    render(<Closing clock="12h" />);

    await typeInto('10:00');

    expect(box()).toHaveValue('10:00');
    expect(box()).toBeInvalid();
    expect(box()).toHaveAccessibleDescription('Is it 10:00 AM or 10:00 PM? Add AM or PM.');
    expect(sent()).toHaveTextContent('');
  });

  it('says in plain words when the text is no time', async () => {
    render(<Closing clock="12h" />);

    await typeInto('half past nine');

    expect(box()).toHaveAccessibleDescription('Enter a time such as 9:30 AM or 9:30 PM.');
    expect(sent()).toHaveTextContent('');
  });

  it('shows a closing time of midnight as 12:00 AM (midnight), and takes it back as it was', async () => {
    render(<Closing clock="12h" initial="00:00" closing />);
    expect(box()).toHaveValue('12:00 AM (midnight)');

    await typeInto('12:00 am');
    await userEvent.tab();

    expect(sent()).toHaveTextContent('00:00');
    expect(box()).toHaveValue('12:00 AM (midnight)');
  });

  it('follows a change of the salon’s clock', () => {
    const { rerender } = render(<ClockTimeInput aria-label="Closes at" value="21:30" clock="24h" onChange={() => undefined} />);
    expect(box()).toHaveValue('21:30');

    rerender(<ClockTimeInput aria-label="Closes at" value="21:30" clock="12h" onChange={() => undefined} />);

    expect(box()).toHaveValue('9:30 PM');
  });
});
