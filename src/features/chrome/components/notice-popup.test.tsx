import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { STORAGE_KEYS } from '@/features/session';
import { seededMockForFile, TEST_API } from '@/test/seeded-mock';
import { NoticePopup } from './notice-popup';

// On the one seeded mock (its notice is the holiday schedule); the notice calls it received are counted.
const { mock } = seededMockForFile();
let asked = 0;
mock.server.events.on('request:start', ({ request }) => {
  if (new URL(request.url).pathname.endsWith('/UI/GetNotice')) asked++;
});
beforeEach(() => {
  asked = 0;
  localStorage.clear();
});

function open(path: string) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <NoticePopup />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('the site notice', () => {
  it('is asked for at the first scroll and shown', async () => {
    open('/');
    // The answer is checked against the contract first (its schema loads lazily), so allow it a moment.
    expect(await screen.findByRole('dialog', { name: mock.db.content.notice.noticeTitle }, { timeout: 5000 })).toBeInTheDocument();
    expect(asked).toBe(1);
  });

  it('is never asked for or shown on the portfolio page', async () => {
    open('/bold-bullion-portfolio');
    // A request goes out as soon as the scroll is seen (see the test above); here none may go out.
    await act(() => new Promise((done) => setTimeout(done, 200)));
    expect(asked).toBe(0);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('once dismissed, is not asked for again', async () => {
    localStorage.setItem(STORAGE_KEYS.noticeSeen, '1');
    open('/');
    await act(() => new Promise((done) => setTimeout(done, 200)));
    expect(asked).toBe(0);
  });

  it('when the notice cannot be fetched, logs “Error fetching data” and shows nothing', async () => {
    mock.server.use(http.get(`${TEST_API}/api/UI/GetNotice`, () => HttpResponse.json({ status: 500, message: 'down' }, { status: 500 })));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      open('/');
      await vi.waitFor(() => expect(logged).toHaveBeenCalledWith('Error fetching data', expect.anything()), { timeout: 5000 });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    } finally {
      logged.mockRestore();
    }
  });
});
