import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useFormSave } from './form-result';

const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>;

// The state is the mutation's: React Query tells its observers on the next task, so each is waited for.
describe('useFormSave', () => {
  it('is busy while saving, then shows what the save returned and clears the last error', async () => {
    const { result } = renderHook(() => useFormSave(), { wrapper });
    await act(() => result.current.save(() => Promise.reject(new Error('down')), 'We could not save.'));
    await waitFor(() => expect(result.current).toMatchObject({ said: '', error: 'We could not save.', busy: false }));
    let finish: (text: string) => void = () => {};
    let pending: Promise<void> = Promise.resolve();
    act(() => {
      pending = result.current.save(() => new Promise<string>((r) => (finish = r)), 'We could not save.');
    });
    await waitFor(() => expect(result.current).toMatchObject({ said: '', error: '', busy: true }));
    await act(async () => {
      finish('Saved.');
      await pending;
    });
    await waitFor(() => expect(result.current).toMatchObject({ said: 'Saved.', error: '', busy: false }));
  });

  it('a failed save clears the last success', async () => {
    const { result } = renderHook(() => useFormSave(), { wrapper });
    await act(() => result.current.save(() => Promise.resolve('Saved.'), 'Try again.'));
    await waitFor(() => expect(result.current).toMatchObject({ said: 'Saved.', error: '' }));
    await act(() => result.current.save(() => Promise.reject(new Error('x')), 'Try again.'));
    await waitFor(() => expect(result.current).toMatchObject({ said: '', error: 'Try again.', busy: false }));
  });
});
