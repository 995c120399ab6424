import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { useFocusAfterRemoval } from './use-focus-after-removal';

/** A list whose items leave one render after Delete is pressed (as after a server call), or never. */
function List({ initial, fails = false }: { initial: string[]; fails?: boolean }) {
  const [items, setItems] = useState(initial);
  const heading = useRef<HTMLHeadingElement>(null);
  const focus = useFocusAfterRemoval(items, () => heading.current);
  const remove = (item: string) => {
    focus.removing(item);
    if (fails) focus.cancel();
    else setTimeout(() => setItems((all) => all.filter((x) => x !== item)), 0);
  };
  return (
    <>
      <h2 ref={heading} tabIndex={-1}>
        Items
      </h2>
      <ul>
        {items.map((item) => (
          <li key={item}>
            <button type="button" ref={focus.target(item)} onClick={() => remove(item)}>
              Delete {item}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

describe('useFocusAfterRemoval', () => {
  it('moves focus to the next item once the removed one is gone', async () => {
    render(<List initial={['a', 'b', 'c']} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete b' }));
    expect(await screen.findByRole('button', { name: 'Delete c' })).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Delete b' })).toBeNull();
  });

  it('moves to the previous item when the last one is removed', async () => {
    render(<List initial={['a', 'b', 'c']} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete c' }));
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Delete b' })).toHaveFocus(), { timeout: 5000 });
  });

  it('moves to the heading when nothing is left', async () => {
    render(<List initial={['a']} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete a' }));
    await vi.waitFor(() => expect(screen.getByRole('heading', { name: 'Items' })).toHaveFocus(), { timeout: 5000 });
  });

  it('leaves focus where it is when the removal fails', async () => {
    render(<List initial={['a', 'b']} fails />);
    const a = screen.getByRole('button', { name: 'Delete a' });
    await userEvent.click(a);
    await new Promise((r) => setTimeout(r, 10));
    expect(a).toHaveFocus();
  });
});
