import { act, renderHook } from '@testing-library/react';
import { useFormSave } from './form-result';

describe('useFormSave', () => {
  it('is busy while saving, then shows what the save returned and clears the last error', async () => {
    const { result } = renderHook(() => useFormSave());
    await act(() => result.current.save(() => Promise.reject(new Error('down')), 'We could not save.'));
    expect(result.current).toMatchObject({ said: '', error: 'We could not save.', busy: false });
    let finish: (text: string) => void = () => {};
    let pending: Promise<void> = Promise.resolve();
    act(() => {
      pending = result.current.save(() => new Promise<string>((r) => (finish = r)), 'We could not save.');
    });
    expect(result.current).toMatchObject({ said: '', error: '', busy: true });
    await act(async () => {
      finish('Saved.');
      await pending;
    });
    expect(result.current).toMatchObject({ said: 'Saved.', error: '', busy: false });
  });

  it('a failed save clears the last success', async () => {
    const { result } = renderHook(() => useFormSave());
    await act(() => result.current.save(() => Promise.resolve('Saved.'), 'Try again.'));
    expect(result.current).toMatchObject({ said: 'Saved.', error: '' });
    await act(() => result.current.save(() => Promise.reject(new Error('x')), 'Try again.'));
    expect(result.current).toMatchObject({ said: '', error: 'Try again.', busy: false });
  });
});
