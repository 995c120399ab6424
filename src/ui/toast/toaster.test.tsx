import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from './toaster';
import { toast, useToastStore, whenShown } from './toast-store';

describe('Toaster', () => {
  beforeEach(() => useToastStore.setState({ toasts: [] }));

  it('shows a toast with its exact text and lets the shopper dismiss it', async () => {
    render(<Toaster />);
    act(() => {
      toast.success('Product deleted successfully');
    });
    expect(await screen.findByText('Product deleted successfully')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(useToastStore.getState().toasts).toHaveLength(0);
  });

  it('keeps each toast for the duration it was given', () => {
    toast.warning('Microphone blocked', 4000);
    expect(useToastStore.getState().toasts[0]).toMatchObject({ tone: 'warning', duration: 4000 });
  });

  it('says when a toast raised before the region was there is on screen, and not before', () => {
    const id = toast.error('Your login session has been expired. Please login again using your credentials');
    const onScreen = vi.fn(() => expect(screen.getByText(/Your login session has been expired/)).toBeInTheDocument());
    whenShown(id, onScreen);
    expect(onScreen).not.toHaveBeenCalled();
    render(<Toaster />);
    expect(onScreen).toHaveBeenCalledTimes(1);
    // Drawn again (the region re-renders), it is not news.
    render(<Toaster />);
    expect(onScreen).toHaveBeenCalledTimes(1);
    const later = vi.fn();
    whenShown(id, later);
    expect(later).toHaveBeenCalledTimes(1);
  });
});
