import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { INITIAL_CHAT, useRootStore } from '@/lib/store';
import { seller, sessionOf } from '@/test/fixtures';
import { fail, mockFetch, ok, type MockRoute } from '@/test/fetch-mock';
import { server } from '@/test/msw-server';
import { renderAt } from '@/test/render';
import { AlertsStopPage } from './pages/alerts-stop-page';

afterEach(() => {
  useRootStore.setState({ user: null, chat: INITIAL_CHAT });
});

const CODE = 'Ab3_kZ9-xQ2m';

function openStopLink(route: MockRoute) {
  const network = mockFetch([route]);
  renderAt(<AlertsStopPage />, { path: `/alerts/stop/${CODE}`, route: '/alerts/stop/:token' });
  return { ...network, user: userEvent.setup() };
}

describe('the stop link of an alert', () => {
  it('asks first, then stops the alerts with the link’s code and says where to turn them on again', async () => {
    const { user, requests } = openStopLink({
      method: 'POST',
      path: `alert/stop/${CODE}`,
      body: ok({ channel: 'whatsapp' }, 'Alerts are off. You can turn them on again in your profile.'),
    });
    expect(
      screen.getByRole('heading', { name: 'Stop SMS and WhatsApp alerts?', level: 1 }),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'KisanSetu will send no more alerts to your phone. Your messages still wait for you in the app.',
      ),
    ).toBeInTheDocument();
    // Opening the link (or a preview of it) stops nothing.
    expect(requests).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Stop alerts' }));
    expect(await screen.findByRole('heading', { name: 'Alerts stopped', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Alerts are off. You can turn them on again in your profile.',
    );
    expect(screen.getByRole('status')).toHaveFocus();
    expect(screen.queryByRole('button', { name: 'Stop alerts' })).not.toBeInTheDocument();
    expect(requests.map((r) => `${r.method} ${r.path}`)).toEqual([`POST alert/stop/${CODE}`]);
    // Signed out (the link needs no login): home, not a profile page that would send them away.
    expect(screen.getByRole('link', { name: 'Go to home' })).toHaveAttribute('href', '/');
  });

  it('offers the profile to someone signed in, once the alerts are off', async () => {
    useRootStore.setState({ user: sessionOf(seller) });
    const { user } = openStopLink({
      method: 'POST',
      path: `alert/stop/${CODE}`,
      body: ok({ channel: 'sms' }),
    });
    await user.click(screen.getByRole('button', { name: 'Stop alerts' }));
    expect(await screen.findByRole('link', { name: 'Open my profile' })).toHaveAttribute('href', '/profile');
  });

  it('an unknown or expired link says so, and offers no button that cannot work', async () => {
    const { user } = openStopLink({
      method: 'POST',
      path: `alert/stop/${CODE}`,
      status: 404,
      body: fail('not_found', 'validation.alertLinkInvalid'),
    });
    await user.click(screen.getByRole('button', { name: 'Stop alerts' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is not valid or has expired');
    expect(screen.getByRole('heading', { name: 'This link does not work', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Stop alerts' })).not.toBeInTheDocument();
  });

  it('a failure that may pass (no connection) keeps the button to try again', async () => {
    const { user } = openStopLink({
      method: 'POST',
      path: `alert/stop/${CODE}`,
      body: ok({ channel: 'sms' }),
    });
    let offline = true;
    server.use(
      http.post(`*/api/v1/alert/stop/${CODE}`, () => {
        if (!offline) return undefined;
        offline = false;
        return HttpResponse.error();
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Stop alerts' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Alerts could not be stopped. Please try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Stop alerts' }));
    expect(await screen.findByRole('heading', { name: 'Alerts stopped', level: 1 })).toBeInTheDocument();
  });
});
