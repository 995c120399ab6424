import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter } from 'react-router';
import { configureApi } from '@/api';
import { STORAGE_KEYS } from '@/features/session';
import { NoticePopup } from './notice-popup';

const API = 'http://api.bold.test';
let asked = 0;
const notice = { data: { imageURL: '/images/notices/holiday-hours.svg', noticeTitle: 'Holiday shipping schedule', description: 'Orders placed after December 20 ship on January 2.' } };
const server = setupServer(http.get(`${API}/api/UI/GetNotice`, () => {
  asked++;
  return HttpResponse.json(notice);
}));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  asked = 0;
  localStorage.clear();
  configureApi({ baseUrl: API, getToken: () => null, validateResponses: true });
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

describe('the site notice (spec 4)', () => {
  it('is asked for at the first scroll and shown', async () => {
    open('/');
    // The answer is checked against the contract first (its schema loads lazily), so allow it a moment.
    expect(await screen.findByRole('dialog', { name: 'Holiday shipping schedule' }, { timeout: 5000 })).toBeInTheDocument();
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
});
