import { fireEvent, render, screen } from '@testing-library/react';
import { Pager } from './Pager';

function renderPager(page: number, total: number) {
  const onPageChange = jest.fn();
  render(<Pager page={page} pageSize={10} total={total} onPageChange={onPageChange} label="Gift card pages" />);
  return onPageChange;
}

describe('Pager', () => {
  it('says which records are shown and moves one page either way', () => {
    const onPageChange = renderPager(2, 43);
    expect(screen.getByRole('navigation', { name: 'Gift card pages' })).toHaveTextContent('11–20 of 43');
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    fireEvent.click(screen.getByRole('button', { name: 'Last page' }));
    fireEvent.click(screen.getByRole('button', { name: 'First page' }));
    expect(onPageChange.mock.calls).toEqual([[3], [1], [5], [1]]);
  });

  it('cannot go before the first page or past the last', () => {
    renderPager(1, 7);
    expect(screen.getByText('1–7 of 7')).toBeInTheDocument();
    for (const name of ['First page', 'Previous page', 'Next page', 'Last page']) expect(screen.getByRole('button', { name })).toBeDisabled();
  });

  it('shows the last, shorter page and an empty list', () => {
    renderPager(5, 43);
    expect(screen.getByText('41–43 of 43')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled();
  });
});
