import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SectionToastProvider, useSectionToast } from './SectionToast';

function SaveButtons() {
  const toast = useSectionToast();
  return (
    <>
      <button type="button" onClick={() => toast.show('success', 'Service group added', '“Gel nails” is now in the menu.')}>
        Save
      </button>
      <button type="button" onClick={() => toast.show('error', 'Not deleted', 'The group still has services.')}>
        Delete
      </button>
    </>
  );
}

describe('SectionToastProvider', () => {
  it("renders no Toast until the first message, then shows that message and the next ones", async () => {
    const user = userEvent.setup();
    const { container } = render(
      <SectionToastProvider>
        <SaveButtons />
      </SectionToastProvider>,
    );
    // PrimeReact's Toast is fetched with the first message: a page that shows none never loads it.
    expect(container.ownerDocument.querySelector('.p-toast')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Service group added')).toBeInTheDocument();
    expect(screen.getByText('“Gel nails” is now in the menu.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Not deleted')).toBeInTheDocument();
    expect(screen.getByText('Service group added')).toBeInTheDocument();
  });

  it('keeps every message shown while the Toast was still on its way', async () => {
    render(
      <SectionToastProvider>
        <SaveButtons />
      </SectionToastProvider>,
    );
    act(() => {
      screen.getByRole('button', { name: 'Save' }).click();
      screen.getByRole('button', { name: 'Delete' }).click();
    });
    expect(await screen.findByText('Service group added')).toBeInTheDocument();
    expect(await screen.findByText('Not deleted')).toBeInTheDocument();
  });
});
