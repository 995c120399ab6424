import { Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import { lazyPart } from './lazy-part';

const Part = ({ text }: { text: string }) => <p>{text}</p>;

describe('a lazy part', () => {
  it('loaded ahead of its first render, renders at once: no fallback in between', async () => {
    const Loaded = lazyPart(() => Promise.resolve({ default: Part }));
    await Loaded.preload();
    render(
      <Suspense fallback={<p>Loading…</p>}>
        <Loaded text="Here at once" />
      </Suspense>,
    );
    expect(screen.getByText('Here at once')).toBeInTheDocument();
    expect(screen.queryByText('Loading…')).toBeNull();
  });

  it('whose code could not be fetched is fetched again the next time, not failed for good', async () => {
    let calls = 0;
    const load = () => (++calls === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ default: Part }));
    const part = lazyPart(load);
    await expect(part.preload()).rejects.toThrow('offline');
    await expect(part.preload()).resolves.toBeUndefined();
    await expect(part.preload()).resolves.toBeUndefined();
    expect(calls).toBe(2);
  });
});
