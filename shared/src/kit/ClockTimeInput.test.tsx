import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ClockTimeInput } from './ClockTimeInput';

function Closing() {
  const [time, setTime] = useState('18:00');
  return (
    <label>
      Closes at
      <ClockTimeInput value={time} onChange={(event) => setTime(event.target.value)} />
    </label>
  );
}

describe('ClockTimeInput', () => {
  it('takes a 24-hour time as typed, whatever the browser language would do with AM/PM', async () => {
    render(<Closing />);
    const input = screen.getByRole('textbox', { name: 'Closes at' });
    expect(input).toHaveAttribute('placeholder', 'HH:MM');

    await userEvent.clear(input);
    await userEvent.type(input, '21:30');

    expect(input).toHaveValue('21:30');
  });
});
