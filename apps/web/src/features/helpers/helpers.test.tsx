import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { FarmerHelpers, HelperFarmerRow, HelperFarmersPage } from '@kisansetu/contract';
import { useActingStore } from '@/lib/acting-for';
import { INITIAL_CHAT, useRootStore } from '@/lib/store';
import { fail, mockFetch, ok } from '@/test/fetch-mock';
import { seller, sessionOf } from '@/test/fixtures';
import { renderAt } from '@/test/render';
import { ActingBanner } from './components/acting-banner';
import { HelperDeskPage } from './pages/helper-desk-page';
import { MyHelpersPage } from './pages/my-helpers-page';

afterEach(() => {
  useRootStore.setState({ user: null, chat: INITIAL_CHAT });
  useActingStore.setState({ farmer: null });
  sessionStorage.clear();
});

function row(id: string, fullName: string, counts: Partial<HelperFarmerRow> = {}): HelperFarmerRow {
  return {
    farmer: {
      _id: id,
      fullName,
      phoneNumber: '+919800000001',
      address: 'Niphad, Nashik',
      location: null,
    },
    listings: 2,
    unread: 1,
    openDeals: 0,
    linkedAt: '2026-12-01T08:00:00.000Z',
    ...counts,
  };
}

function deskPage(farmers: HelperFarmerRow[], left: Partial<HelperFarmersPage> = {}): HelperFarmersPage {
  return {
    farmers,
    totalCount: farmers.length,
    totalPages: 1,
    page: 1,
    linksLeftToday: 8,
    linksLeft: 498,
    ...left,
  };
}

const sita = row('farmer-1', 'Sita Devi');
const mohan = row('farmer-2', 'Mohan Lal', { listings: 1, unread: 0, openDeals: 3 });

function showDesk(extra: Parameters<typeof mockFetch>[0] = []) {
  useRootStore.setState({ user: sessionOf({ ...seller, helper: true, organisation: 'Nashik FPO' }) });
  const network = mockFetch([{ path: 'helper/farmers', body: ok(deskPage([sita, mohan])) }, ...extra]);
  const view = renderAt(<HelperDeskPage />, { path: '/helper' });
  return { ...network, ...view, user: userEvent.setup() };
}

describe("The helper's desk", () => {
  it('lists the farmers with their listings, unread chats and open deals, and the links left', async () => {
    showDesk();
    const list = await screen.findByRole('list', { name: 'My farmers' });
    const rows = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('Sita Devi')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('Niphad, Nashik')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('2 listings')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('1 unread chat')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('3 open deals')).toBeInTheDocument();
    expect(screen.getByText('You can add 8 more farmers today, 498 in all.')).toBeInTheDocument();
  });

  it('acts for a farmer in one tap, and switches to another in one more', async () => {
    const { user } = showDesk();
    await user.click(await screen.findByRole('button', { name: 'Act for Sita Devi' }));
    expect(useActingStore.getState().farmer).toMatchObject({ _id: 'farmer-1', fullName: 'Sita Devi' });
    expect(JSON.parse(sessionStorage.getItem('kisansetu.actingFor') ?? 'null')).toMatchObject({
      _id: 'farmer-1',
    });
    expect(await screen.findByText('Acting now')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Act for Mohan Lal' }));
    expect(useActingStore.getState().farmer?._id).toBe('farmer-2');
    expect(screen.getByRole('button', { name: 'Act for Sita Devi' })).toBeInTheDocument();
  });

  it('"Post for" acts for the farmer and opens the listing form', async () => {
    const { user } = showDesk();
    await user.click(await screen.findByRole('button', { name: 'Post for Mohan Lal' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/upload');
    expect(useActingStore.getState().farmer).toMatchObject({ _id: 'farmer-2', address: 'Niphad, Nashik' });
  });

  it('ends a link after asking', async () => {
    const { user, requests } = showDesk([
      { method: 'DELETE', path: 'helper/farmers/farmer-1', body: ok(undefined) },
    ]);
    await user.click(await screen.findByRole('button', { name: 'End the link with Sita Devi' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stop helping Sita Devi?' });
    await user.click(within(dialog).getByRole('button', { name: 'End the link' }));
    await waitFor(() =>
      expect(requests.some((r) => r.method === 'DELETE' && r.path === 'helper/farmers/farmer-1')).toBe(true),
    );
  });

  it('adds a farmer: the code goes to their phone, a wrong code says so, the right one links them', async () => {
    let tries = 0;
    const { user, requests, fetchMock } = showDesk([
      {
        method: 'POST',
        path: 'helper/farmers',
        body: ok({ phoneNumber: '+919812345678', expiresInSeconds: 600 }),
      },
    ]);
    const original = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).endsWith('/helper/farmers/confirm')) {
        tries += 1;
        const body =
          tries === 1
            ? fail('validation_failed', 'server.validationFailed', { code: 'validation.codeWrong' })
            : ok({ farmer: sita.farmer });
        return new Response(JSON.stringify(body), { status: tries === 1 ? 400 : 201 });
      }
      return original(input, init);
    });
    const form = await screen.findByRole('region', { name: 'Add a farmer' });
    await user.type(within(form).getByLabelText("Farmer's mobile number"), '9812345678');
    await user.type(within(form).getByLabelText("Farmer's full name"), 'Gita Bai');
    await user.type(within(form).getByLabelText('Village / address'), 'Pimpalgaon');
    expect(within(form).getByLabelText('Language of the SMS')).toHaveValue('en');
    await user.click(within(form).getByRole('button', { name: 'Send the code' }));

    const code = await within(form).findByLabelText('Ask the farmer to read out the code from the SMS');
    const sent = requests.find((r) => r.method === 'POST' && r.path === 'helper/farmers');
    expect(JSON.parse(String(sent?.body))).toEqual({
      phoneNumber: '+919812345678',
      fullName: 'Gita Bai',
      address: 'Pimpalgaon',
      lang: 'en',
    });
    await user.type(code, '111111');
    await user.click(within(form).getByRole('button', { name: 'Link the farmer' }));
    expect(await within(form).findByText('Wrong or expired code')).toBeInTheDocument();

    await user.clear(code);
    await user.type(code, '222222');
    await user.click(within(form).getByRole('button', { name: 'Link the farmer' }));
    expect(await screen.findByText(/Farmer added/)).toBeInTheDocument();
    expect(await within(form).findByLabelText("Farmer's mobile number")).toHaveValue('');
  });
});

describe('Acting mode', () => {
  it('says whom the helper works for on every page, and one tap goes back to their own account', async () => {
    useRootStore.setState({ user: sessionOf(seller) });
    useActingStore.setState({
      farmer: { _id: 'farmer-1', fullName: 'Sita Devi', address: '', pincode: null },
    });
    mockFetch([]);
    renderAt(<ActingBanner />);
    const banner = screen.getByRole('region', { name: 'Acting for a farmer' });
    expect(within(banner).getByText('Working for Sita Devi')).toBeInTheDocument();
    await userEvent.setup().click(within(banner).getByRole('button', { name: 'Back to my own account' }));
    expect(useActingStore.getState().farmer).toBeNull();
    expect(sessionStorage.getItem('kisansetu.actingFor')).toBeNull();
  });
});

const mine: FarmerHelpers = {
  helpers: [
    {
      _id: 'helper-1',
      fullName: 'Ravi Kumar',
      organisation: 'Nashik Onion FPO',
      phoneNumber: '+919811112222',
      linkedAt: '2026-11-20T08:00:00.000Z',
    },
  ],
  actions: [
    {
      helper: { _id: 'helper-1', fullName: 'Ravi Kumar' },
      action: 'createProduct',
      targetId: 'p1',
      at: '2026-12-03T08:00:00.000Z',
    },
    {
      helper: { _id: 'helper-1', fullName: 'Ravi Kumar' },
      action: 'acceptDeal',
      targetId: 'd1',
      at: '2026-12-03T09:00:00.000Z',
    },
    {
      helper: { _id: 'helper-1', fullName: 'Ravi Kumar' },
      action: 'somethingNew',
      targetId: null,
      at: '2026-12-03T10:00:00.000Z',
    },
  ],
};

describe("A farmer's helpers", () => {
  it('lists each helper and what they did, and ends a helper after asking', async () => {
    useRootStore.setState({ user: sessionOf(seller) });
    const { requests } = mockFetch([
      { path: 'user/helpers', body: ok(mine) },
      { method: 'DELETE', path: 'user/helpers/helper-1', body: ok(undefined) },
    ]);
    renderAt(<MyHelpersPage />, { path: '/helpers' });
    const list = await screen.findByRole('list', { name: 'My helpers' });
    expect(within(list).getByText('Ravi Kumar')).toBeInTheDocument();
    expect(within(list).getByText('Nashik Onion FPO')).toBeInTheDocument();
    expect(within(list).getByText('+91 98111 12222')).toBeInTheDocument();
    expect(within(list).getByText(/helping since 20 Nov 2026/)).toBeInTheDocument();
    expect(screen.getByText('Ravi Kumar posted a listing')).toBeInTheDocument();
    expect(screen.getByText('Ravi Kumar accepted a deal')).toBeInTheDocument();
    expect(screen.getByText('Ravi Kumar did something for you')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(within(list).getByRole('button', { name: 'Stop Ravi Kumar helping you' }));
    const dialog = await screen.findByRole('dialog', { name: 'Stop Ravi Kumar helping you?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stop helping' }));
    await waitFor(() =>
      expect(requests.some((r) => r.method === 'DELETE' && r.path === 'user/helpers/helper-1')).toBe(true),
    );
  });
});
