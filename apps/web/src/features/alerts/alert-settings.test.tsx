import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { AlertSettings as Settings, User } from '@kisansetu/contract';
import { changeLanguage } from '@/lib/i18n';
import { INITIAL_CHAT, useRootStore } from '@/lib/store';
import { buyer, seller, sessionOf } from '@/test/fixtures';
import { fail, mockFetch, ok, type MockRoute, type RecordedRequest } from '@/test/fetch-mock';
import { renderAt } from '@/test/render';
import { AlertSettings } from './components/alert-settings';
import { useAlertsFollowLanguage } from './use-alerts-language';

afterEach(async () => {
  useRootStore.setState({ user: null, chat: INITIAL_CHAT });
  sessionStorage.clear();
  await changeLanguage('en');
});

const onSms: Settings = {
  channel: 'sms',
  kinds: { messages: true, deals: true, requests: false, savedSearches: false },
  sentThisMonth: 3,
  channels: ['sms'],
  phoneVerified: true,
  lang: 'en',
};

/** The server's answer to a PUT: the settings with the change made. */
function putRoute(saved: Settings, status = 200): MockRoute {
  return { method: 'PUT', path: 'user/alerts', status, body: ok(saved) };
}

const puts = (requests: RecordedRequest[]) =>
  requests
    .filter((r) => r.method === 'PUT' && r.path === 'user/alerts')
    .map((r) => JSON.parse(String(r.body)) as unknown);

function showSettings(me: User, settings: Settings, routes: MockRoute[] = []) {
  useRootStore.setState({ user: sessionOf(me) });
  const network = mockFetch([{ path: 'user/alerts', body: ok(settings) }, ...routes]);
  renderAt(<AlertSettings phoneVerified={settings.phoneVerified} />, { path: '/profile' });
  return { ...network, user: userEvent.setup() };
}

const section = () => screen.findByRole('region', { name: 'Alerts on my phone' });

describe('Alerts on my phone (profile)', () => {
  it('offers only the channels this server can send, the kinds for a buyer, and the count this month', async () => {
    showSettings(buyer, onSms);
    const alerts = await section();
    const channel = within(alerts).getByRole('group', { name: 'Send my alerts by' });
    expect(
      within(channel)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['sms', 'none']);
    expect(within(channel).getByRole('radio', { name: 'SMS message' })).toBeChecked();
    expect(within(channel).getByRole('radio', { name: 'No alerts' })).not.toBeChecked();
    expect(within(channel).queryByRole('radio', { name: 'WhatsApp message' })).not.toBeInTheDocument();

    const kinds = within(alerts).getByRole('group', { name: 'Alert me about' });
    expect(within(kinds).getByRole('checkbox', { name: 'New messages' })).toBeChecked();
    expect(within(kinds).getByRole('checkbox', { name: 'Deals and offers' })).toBeChecked();
    expect(
      within(kinds).getByRole('checkbox', { name: 'New crops for my saved searches' }),
    ).not.toBeChecked();
    // Buyer requests near a farmer are no buyer's business.
    expect(within(kinds).queryByRole('checkbox', { name: 'Buyer requests near me' })).not.toBeInTheDocument();
    expect(within(alerts).getByText('3 alerts this month')).toBeInTheDocument();
  });

  it('gives a farmer buyer requests near them too, and WhatsApp where the server has it', async () => {
    showSettings(seller, { ...onSms, channels: ['sms', 'whatsapp'], sentThisMonth: 1 });
    const alerts = await section();
    expect(within(alerts).getByRole('radio', { name: 'WhatsApp message' })).not.toBeChecked();
    expect(within(alerts).getByRole('checkbox', { name: 'Buyer requests near me' })).not.toBeChecked();
    expect(within(alerts).getByText('1 alert this month')).toBeInTheDocument();
  });

  it('saves a channel at once with the language on screen, and says it is saved', async () => {
    await changeLanguage('hi');
    const onWhatsApp: Settings = { ...onSms, channel: 'whatsapp', channels: ['sms', 'whatsapp'] };
    const { user, requests } = showSettings(seller, { ...onSms, channels: ['sms', 'whatsapp'] }, [
      putRoute(onWhatsApp),
    ]);
    const alerts = await screen.findByRole('region', { name: 'मेरे फ़ोन पर अलर्ट' });
    await user.click(within(alerts).getByRole('radio', { name: 'WhatsApp संदेश' }));
    expect(within(alerts).getByRole('radio', { name: 'WhatsApp संदेश' })).toBeChecked();
    expect(await within(alerts).findByText('सहेज लिया')).toBeInTheDocument();
    expect(puts(requests)).toEqual([{ channel: 'whatsapp', lang: 'hi' }]);
    expect(within(alerts).getByRole('radio', { name: 'WhatsApp संदेश' })).toBeChecked();
  });

  it('saves a kind on its own, leaving the others as they are', async () => {
    const { user, requests } = showSettings(buyer, onSms, [
      putRoute({ ...onSms, kinds: { ...onSms.kinds, savedSearches: true } }),
    ]);
    const alerts = await section();
    await user.click(within(alerts).getByRole('checkbox', { name: 'New crops for my saved searches' }));
    expect(await within(alerts).findByText('Saved')).toBeInTheDocument();
    expect(puts(requests)).toEqual([{ kinds: { savedSearches: true }, lang: 'en' }]);
    expect(within(alerts).getByRole('checkbox', { name: 'New crops for my saved searches' })).toBeChecked();
    expect(within(alerts).getByRole('checkbox', { name: 'New messages' })).toBeChecked();
  });

  it('a channel the server refuses says why, in the language on screen, and the choice goes back', async () => {
    const { user } = showSettings(seller, { ...onSms, channels: ['sms', 'whatsapp'] }, [
      {
        method: 'PUT',
        path: 'user/alerts',
        status: 400,
        body: fail('validation_failed', 'server.validationFailed', {
          channel: 'validation.alertChannelUnavailable',
        }),
      },
    ]);
    const alerts = await section();
    await user.click(within(alerts).getByRole('radio', { name: 'WhatsApp message' }));
    expect(await within(alerts).findByRole('alert')).toHaveTextContent('Alerts cannot be sent this way yet');
    expect(within(alerts).getByRole('radio', { name: 'SMS message' })).toBeChecked();
    expect(within(alerts).queryByText('Saved')).not.toBeInTheDocument();
  });

  it('a save that fails for another reason says it was not saved', async () => {
    const { user } = showSettings(buyer, onSms, [
      { method: 'PUT', path: 'user/alerts', status: 503, body: { success: false } },
    ]);
    const alerts = await section();
    await user.click(within(alerts).getByRole('radio', { name: 'No alerts' }));
    expect(await within(alerts).findByRole('alert')).toHaveTextContent('Not saved. Please try again.');
    expect(within(alerts).getByRole('radio', { name: 'SMS message' })).toBeChecked();
  });

  it('shows nothing where the server can send no alerts', async () => {
    const { requests } = showSettings(buyer, { ...onSms, channel: 'none', channels: [] });
    await waitFor(() => expect(requests.map((r) => r.path)).toContain('user/alerts'));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('region', { name: 'Alerts on my phone' })).not.toBeInTheDocument();
  });
});

describe('Alerts on my phone, before the phone is verified', () => {
  it('says the phone comes first and offers only Off until then', async () => {
    showSettings(buyer, { ...onSms, channel: 'none', channels: ['sms', 'whatsapp'], phoneVerified: false });
    const alerts = await section();
    expect(
      within(alerts).getByText('Verify your mobile number first: alerts go only to a verified number.'),
    ).toBeInTheDocument();
    expect(within(alerts).getByRole('radio', { name: 'SMS message' })).toBeDisabled();
    expect(within(alerts).getByRole('radio', { name: 'WhatsApp message' })).toBeDisabled();
    expect(within(alerts).getByRole('radio', { name: 'No alerts' })).toBeChecked();
    // This page has no place to verify the number (the profile passes where it is): no link to nowhere.
    expect(within(alerts).queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('alerts in the UI’s language', () => {
  function Layout() {
    useAlertsFollowLanguage();
    return <p>Page</p>;
  }

  it('sends the new language once when the person switches, where alerts are on', async () => {
    useRootStore.setState({ user: sessionOf(seller) });
    const { requests } = mockFetch([{ path: 'user/alerts', body: ok(onSms) }, putRoute(onSms)]);
    renderAt(<Layout />);
    await screen.findByText('Page');
    // The first look of the session finds the server already writing in English: nothing to send.
    await waitFor(() => expect(requests.map((r) => r.method)).toEqual(['GET']));
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(puts(requests)).toEqual([]);

    await act(() => changeLanguage('ta'));
    await waitFor(() => expect(puts(requests)).toEqual([{ lang: 'ta' }]));
    await act(() => changeLanguage('kn'));
    await waitFor(() => expect(puts(requests)).toEqual([{ lang: 'ta' }, { lang: 'kn' }]));
  });

  it("tells the server the screen's language once a session, for a farmer who never opened the settings", async () => {
    await changeLanguage('hi');
    useRootStore.setState({ user: sessionOf(seller) });
    const first = mockFetch([{ path: 'user/alerts', body: ok(onSms) }, putRoute({ ...onSms, lang: 'hi' })]);
    const { unmount } = renderAt(<Layout />);
    await waitFor(() => expect(puts(first.requests)).toEqual([{ lang: 'hi' }]));
    unmount();
    // The next page load of the same session asks nothing again.
    const again = mockFetch([{ path: 'user/alerts', body: ok({ ...onSms, lang: 'hi' }) }]);
    renderAt(<Layout />);
    await screen.findByText('Page');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(again.requests).toEqual([]);
  });

  it('sends nothing on a switch where alerts are off', async () => {
    useRootStore.setState({ user: sessionOf(seller) });
    const { requests } = mockFetch([{ path: 'user/alerts', body: ok({ ...onSms, channel: 'none' }) }]);
    renderAt(<Layout />);
    await screen.findByText('Page');
    await act(() => changeLanguage('mr'));
    await waitFor(() => expect(requests.map((r) => r.method)).toEqual(['GET']));
    // The check answered "off": give a send the time it would take, then there must be none.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(puts(requests)).toEqual([]);
  });
});
