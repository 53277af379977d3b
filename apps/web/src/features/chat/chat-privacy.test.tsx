import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { INITIAL_CHAT, useRootStore } from '@/lib/store';
import { buyer, seller } from '@/test/fixtures';
import { renderAt } from '@/test/render';
import { ChatPanel } from './chat-panel';
import { resetChatRuntime } from './model/chat-runtime';
import { chatServer, contactOf, message } from './testing/chat-server';
import { sockets } from './testing/fake-socket';
import { warmUpChatTests } from './testing/warm-up';

vi.mock('socket.io-client', async () => (await import('./testing/fake-socket')).fakeSocketModule);

beforeAll(() => warmUpChatTests());
beforeEach(() => {
  sockets.length = 0;
});
afterEach(() => {
  resetChatRuntime();
  useRootStore.setState({ user: null, chat: INITIAL_CHAT });
});

/** A farmer whose buyer wrote first: the buyer's details are open, the farmer's own are not yet. */
function farmerWithBuyer() {
  const { email, phoneNumber, ...rest } = contactOf(buyer, {
    lastMessage: message(buyer._id, seller._id, 'Wheat price?'),
    contactShared: false,
  });
  return chatServer({ me: seller, contacts: [{ ...rest, email, phoneNumber }] });
}

async function openProfileOf(name: string) {
  useRootStore.setState({ user: seller, chat: { ...INITIAL_CHAT, isChatOpen: true } });
  renderAt(<ChatPanel />);
  const list = await screen.findByRole('list', { name: 'Conversations' });
  await userEvent.setup().click(within(list).getByRole('button', { name: `Profile of ${name}` }));
  return screen.findByRole('dialog', { name: 'Profile' });
}

describe('contact details in a conversation', () => {
  it('"Share my number" opens the farmer\'s own number to the buyer, and says so', async () => {
    const server = farmerWithBuyer();
    const profile = await openProfileOf(buyer.fullName);
    expect(
      within(profile).getByText(`\u2068${buyer.fullName}\u2069 will see your phone number and email.`),
    ).toBeInTheDocument();
    await userEvent.setup().click(within(profile).getByRole('button', { name: 'Share my number' }));
    expect(
      await screen.findByText(`\u2068${buyer.fullName}\u2069 can now see your phone number and email.`),
    ).toBeInTheDocument();
    expect(server.callsTo('POST', `user/share-contact/${buyer._id}`)).toHaveLength(1);
    expect(
      await within(profile).findByText(`\u2068${buyer.fullName}\u2069 can see your phone number and email.`),
    ).toBeInTheDocument();
    expect(within(profile).queryByRole('button', { name: 'Share my number' })).not.toBeInTheDocument();
  });

  it("explains where a person's details are when they have not shared them, and names a closed account", async () => {
    const quiet = contactOf(buyer, { contactShared: true });
    delete quiet.email;
    delete quiet.phoneNumber;
    const closed = {
      ...contactOf({ ...buyer, _id: '0190a000-0000-7000-8000-0000000000c9' }),
      fullName: 'Deleted user',
      deleted: true,
    };
    chatServer({ me: seller, contacts: [quiet, closed] });
    const profile = await openProfileOf(buyer.fullName);
    expect(within(profile).queryByText(buyer.email)).not.toBeInTheDocument();
    expect(
      within(profile).getByText(
        `\u2068${buyer.fullName}\u2069 has not shared a phone number or email with you yet. They show here once \u2068${buyer.fullName}\u2069 writes to you or shares them.`,
      ),
    ).toBeInTheDocument();
    await userEvent.setup().click(within(profile).getByRole('button', { name: 'Back to conversations' }));
    const list = await screen.findByRole('list', { name: 'Conversations' });
    expect(within(list).getByRole('button', { name: 'Chat with Deleted user' })).toBeInTheDocument();
  });
});

describe('the "Phone verified" mark in the conversation header', () => {
  function openConversationWith(contact: ReturnType<typeof contactOf>) {
    chatServer({ me: buyer, contacts: [contact] });
    useRootStore.setState({
      user: buyer,
      chat: { ...INITIAL_CHAT, isChatOpen: true, chatView: 'single', selectedUserId: contact._id },
    });
    renderAt(<ChatPanel />);
    return screen.findByRole('dialog', { name: seller.fullName });
  }

  it('shows beside the name of someone who proved their number, an icon named for a screen reader', async () => {
    const panel = await openConversationWith(
      contactOf(seller, { phoneVerified: true, lastMessage: message(seller._id, buyer._id, 'Namaste') }),
    );
    // Its words would not fit a 320 px phone's header beside a long name: the shield says it, the name tells it.
    expect(await within(panel).findByRole('img', { name: 'Phone verified' })).toHaveTextContent(/^$/);
  });

  it('is not there for someone who has not', async () => {
    const panel = await openConversationWith(
      contactOf(seller, { phoneVerified: false, lastMessage: message(seller._id, buyer._id, 'Namaste') }),
    );
    expect(await within(panel).findByRole('heading', { name: seller.fullName })).toBeInTheDocument();
    expect(within(panel).queryByRole('img', { name: 'Phone verified' })).not.toBeInTheDocument();
  });
});
