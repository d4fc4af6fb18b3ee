import { render, screen } from '@testing-library/react';
import { FormProblemMessage } from './FormProblemMessage';

describe('FormProblemMessage', () => {
  it('shows a problem set again with the same sentence as a new alert, so it is announced again', () => {
    const offline = 'The form’s checks could not be loaded, so nothing was saved.';
    const view = render(<FormProblemMessage problem={{ kind: 'message', message: offline }} />);
    const first = screen.getByRole('alert');
    expect(first).toHaveTextContent(offline);

    view.rerender(<FormProblemMessage problem={{ kind: 'message', message: offline }} />);
    const second = screen.getByRole('alert');
    expect(second).toHaveTextContent(offline);
    expect(second).not.toBe(first);
    expect(first).not.toBeInTheDocument();
  });

  it('keeps the alert it shows while the same problem is drawn again', () => {
    const problem = { kind: 'stale', message: 'Someone saved it first.' } as const;
    const view = render(<FormProblemMessage problem={problem} onReload={() => undefined} />);
    const first = screen.getByRole('alert');
    view.rerender(<FormProblemMessage problem={problem} onReload={() => undefined} reloading />);
    expect(screen.getByRole('alert')).toBe(first);
  });
});
