import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { onlineManager } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SOCKET_ID_HEADER, attachmentPath } from '@kisansetu/contract';
import { setDataSaver } from '@/lib/data-saver';
import { INITIAL_CHAT, useRootStore } from '@/lib/store';
import { ok } from '@/test/fetch-mock';
import { PREVIEW_SRC, buyer, seller } from '@/test/fixtures';
import { server as network } from '@/test/msw-server';
import { renderAt } from '@/test/render';
import { ChatPanel } from './chat-panel';
import { resetChatRuntime } from './model/chat-runtime';
import { chatServer, contactOf, isForm, message } from './testing/chat-server';
import { sockets } from './testing/fake-socket';
import { stubAudioPlayback, stubMicrophone, stubObjectUrls, stubPointerEvents } from './testing/media';
import { connectedSocket, openConversationWith } from './testing/conversation';
import { warmUpChatTests } from './testing/warm-up';

vi.mock('socket.io-client', async () => (await import('./testing/fake-socket')).fakeSocketModule);

const CLIENT_ID = '5b1e0c3a-2222-4333-8444-555566667777';

let urls: ReturnType<typeof stubObjectUrls>;
let microphone: ReturnType<typeof stubMicrophone>;

function log() {
  return screen.getByRole('log', { name: `Messages with ${seller.fullName}` });
}

/** The voice note's bytes, as GET message/attachment/{id} answers them; `reached` counts the downloads. */
function attachmentFiles() {
  const state = { reached: 0, offline: false };
  network.use(
    http.get('*/api/v1/message/attachment/:id', () => {
      if (state.offline) return HttpResponse.error();
      state.reached += 1;
      return new HttpResponse(new Uint8Array([79, 103, 103, 83]), {
        headers: { 'Content-Type': 'audio/webm', 'Cache-Control': 'private' },
      });
    }),
  );
  return state;
}

/** The multipart sends to the seller, with what each carried. */
function fileSends(server: ReturnType<typeof chatServer>) {
  return server.callsTo('POST', `message/send/${seller._id}`).filter((call) => isForm(call.body));
}

async function holdToRecord(seconds: number) {
  vi.setSystemTime(new Date('2026-03-01T09:00:00Z'));
  const record = await screen.findByRole('button', { name: 'Record a voice note' });
  fireEvent.pointerDown(record, { pointerType: 'touch', pointerId: 1, clientX: 320 });
  await screen.findByRole('group', { name: 'Recording a voice note' });
  vi.setSystemTime(new Date(Date.parse('2026-03-01T09:00:00Z') + seconds * 1000));
  fireEvent.pointerUp(record, { pointerType: 'touch', pointerId: 1, clientX: 320 });
}

beforeAll(() => warmUpChatTests());

beforeEach(() => {
  sockets.length = 0;
  vi.spyOn(crypto, 'randomUUID').mockReturnValue(CLIENT_ID);
  stubPointerEvents();
  urls = stubObjectUrls();
  microphone = stubMicrophone();
});

afterEach(() => {
  setDataSaver(null);
  // Unmounted while the stand-ins still stand: a player lets its object URL go as it leaves.
  cleanup();
  onlineManager.setOnline(true);
  vi.useRealTimers();
  vi.unstubAllGlobals();
  urls.restore();
  microphone.restore();
  resetChatRuntime();
  useRootStore.setState({ user: null, chat: INITIAL_CHAT });
});

describe('photos and voice notes in a conversation', () => {
  it('shows a received photo small in the thread and full screen on a tap', async () => {
    const photo = message(seller._id, buyer._id, 'Fresh onions, 40 bags');
    photo.attachment = { kind: 'image', url: attachmentPath(photo._id), width: 1200, height: 900 };
    chatServer({ me: buyer, contacts: [contactOf(seller)], histories: { [seller._id]: [photo] } });
    openConversationWith(seller._id);
    renderAt(<ChatPanel />);
    await connectedSocket();

    const open = await within(log()).findByRole('button', { name: 'Open the photo' });
    const thumbnail = open.querySelector('img')!;
    expect(thumbnail).toHaveAttribute('src', `/api/v1/message/attachment/${photo._id}?size=small`);
    expect(thumbnail.style.aspectRatio).toBe('1200 / 900');
    expect(within(log()).getByText('Fresh onions, 40 bags')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(open);
    const viewer = await screen.findByRole('dialog', { name: 'Photo' });
    expect(within(viewer).getByRole('img', { name: 'Photo' })).toHaveAttribute(
      'src',
      `/api/v1/message/attachment/${photo._id}`,
    );
    await user.click(within(viewer).getByRole('button', { name: 'Close the photo' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Photo' })).toBeNull());
    // The chat stays open behind it, with the focus back on the photo.
    expect(log()).toBeInTheDocument();
    expect(within(log()).getByRole('button', { name: 'Open the photo' })).toHaveFocus();
  });

  it('with data saver on, shows a photo as its blurred stand-in and its size until it is tapped', async () => {
    setDataSaver(true);
    const photo = message(seller._id, buyer._id, 'Fresh onions, 40 bags');
    photo.attachment = {
      kind: 'image',
      url: attachmentPath(photo._id),
      width: 1200,
      height: 900,
      preview: PREVIEW_SRC,
      smallBytes: 31_000,
    };
    chatServer({ me: buyer, contacts: [contactOf(seller)], histories: { [seller._id]: [photo] } });
    openConversationWith(seller._id);
    renderAt(<ChatPanel />);
    await connectedSocket();

    const load = await within(log()).findByRole('button', { name: 'Load the photo (31 kB)' });
    expect(log().querySelector(`img[src*="${photo._id}"]`)).toBeNull();
    expect(log().querySelector(`img[src="${PREVIEW_SRC}"]`)).not.toBeNull();
    await userEvent.click(load);
    const open = await within(log()).findByRole('button', { name: 'Open the photo' });
    expect(open.querySelector('img')).toHaveAttribute(
      'src',
      `/api/v1/message/attachment/${photo._id}?size=small`,
    );
  });

  it('plays a received voice note with its length, and plays it again offline once heard', async () => {
    const note = message(seller._id, buyer._id, '');
    note.attachment = {
      kind: 'audio',
      url: attachmentPath(note._id),
      durationSeconds: 42,
      mime: 'audio/webm',
    };
    chatServer({ me: buyer, contacts: [contactOf(seller)], histories: { [seller._id]: [note] } });
    const files = attachmentFiles();
    const { play } = stubAudioPlayback();
    openConversationWith(seller._id);
    renderAt(<ChatPanel />);
    await connectedSocket();

    const playButton = await within(log()).findByRole('button', { name: 'Play the voice note' });
    expect(within(log()).getByText('0:42')).toBeInTheDocument();
    expect(within(log()).getByRole('slider', { name: 'Position in the voice note' })).toHaveAttribute(
      'aria-valuetext',
      '0:00 of 0:42',
    );
    const user = userEvent.setup();
    await user.click(playButton);
    expect(await within(log()).findByRole('button', { name: 'Pause the voice note' })).toBeInTheDocument();
    expect(files.reached).toBe(1);
    expect(play).toHaveBeenCalledTimes(1);
    await user.click(within(log()).getByRole('button', { name: 'Pause the voice note' }));
    expect(await within(log()).findByRole('button', { name: 'Play the voice note' })).toBeInTheDocument();

    // Back to the list and in again, with no connection: the note heard before still plays.
    await user.click(screen.getByRole('button', { name: 'Back to conversations' }));
    await user.click(await screen.findByRole('button', { name: `Chat with ${seller.fullName}` }));
    files.offline = true;
    await user.click(await within(log()).findByRole('button', { name: 'Play the voice note' }));
    expect(await within(log()).findByRole('button', { name: 'Pause the voice note' })).toBeInTheDocument();
    expect(within(log()).queryByRole('alert')).toBeNull();
    expect(files.reached).toBe(1);
    expect(play).toHaveBeenCalledTimes(2);
  });

  it('streams a voice note from the server when the page will not play the phone’s copy', async () => {
    const note = message(seller._id, buyer._id, '');
    note.attachment = {
      kind: 'audio',
      url: attachmentPath(note._id),
      durationSeconds: 8,
      mime: 'audio/webm',
    };
    chatServer({ me: buyer, contacts: [contactOf(seller)], histories: { [seller._id]: [note] } });
    attachmentFiles();
    const { play } = stubAudioPlayback();
    // A page whose security policy refuses blob: media: the kept copy has no playable source.
    play.mockImplementation(function (this: HTMLMediaElement) {
      if (this.src.startsWith('blob:'))
        return Promise.reject(new DOMException('no supported source', 'NotSupportedError'));
      this.dispatchEvent(new Event('play'));
      return Promise.resolve();
    });
    openConversationWith(seller._id);
    renderAt(<ChatPanel />);
    await connectedSocket();
    await userEvent.setup().click(await within(log()).findByRole('button', { name: 'Play the voice note' }));
    expect(await within(log()).findByRole('button', { name: 'Pause the voice note' })).toBeInTheDocument();
    expect(log().querySelector('audio')?.getAttribute('src')).toBe(attachmentPath(note._id));
    expect(within(log()).queryByRole('alert')).toBeNull();
  });

  it('says so when a voice note cannot be fetched', async () => {
    const note = message(seller._id, buyer._id, '');
    note.attachment = { kind: 'audio', url: attachmentPath(note._id), durationSeconds: 5, mime: 'audio/ogg' };
    chatServer({ me: buyer, contacts: [contactOf(seller)], histories: { [seller._id]: [note] } });
    network.use(http.get('*/api/v1/message/attachment/:id', () => new HttpResponse(null, { status: 404 })));
    stubAudioPlayback();
    openConversationWith(seller._id);
    renderAt(<ChatPanel />);
    await connectedSocket();
    await userEvent.setup().click(await within(log()).findByRole('button', { name: 'Play the voice note' }));
    expect(await within(log()).findByRole('alert')).toHaveTextContent('The voice note could not be loaded.');
  });

  it('sends a photo as multipart with the caption, shows it at once, and after a refused upload sends it again on Retry', async () => {
    const server = chatServer({ me: buyer, contacts: [contactOf(seller)] });
    let attempts = 0;
    server.override((call) => {
      if (!isForm(call.body)) return undefined;
      attempts += 1;
      return attempts === 1
        ? {
            status: 500,
            body: { success: false, message: 'x', errors: { code: 'internal_error', message: 'x' } },
          }
        : undefined;
    });
    openConversationWith(seller._id);
    renderAt(<ChatPanel />);
    await connectedSocket('tab-7');
    await screen.findByText('No messages yet. Say hello and ask about the crop.');

    const user = userEvent.setup();
    const photo = new File(['jpeg-bytes'], 'onions.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText('Add a photo'), photo);
    await screen.findByRole('img', { name: 'The photo to send' });
    await user.type(screen.getByRole('textbox', { name: `Message to ${seller.fullName}` }), 'This lot');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    // On screen at once, from the phone's own copy.
    const local = await within(log()).findByRole('button', { name: 'Open the photo' });
    expect(local.querySelector('img')?.getAttribute('src')).toMatch(/^blob:local-/);
    expect(within(log()).getByText('This lot')).toBeInTheDocument();

    expect(await screen.findByText('Error in Sending Message!')).toBeInTheDocument();
    expect(within(log()).getByText('Not sent.')).toBeInTheDocument();
    expect(attempts).toBe(1);

    await user.click(within(log()).getByRole('button', { name: 'Retry sending this message' }));
    await waitFor(() => expect(within(log()).queryByText('Not sent.')).toBeNull());
    await waitFor(() =>
      expect(
        within(log()).getByRole('button', { name: 'Open the photo' }).querySelector('img'),
      ).toHaveAttribute('src', expect.stringMatching(/^\/api\/v1\/message\/attachment\/.+\?size=small$/)),
    );
    const sends = fileSends(server);
    expect(sends).toHaveLength(2);
    for (const send of sends) {
      const form = send.body as FormData;
      expect(form.get('message')).toBe('This lot');
      expect(form.get('clientId')).toBe(CLIENT_ID);
      expect((form.get('image') as File).name).toBe('onions.jpg');
      expect(send.headers[SOCKET_ID_HEADER]).toBe('tab-7');
    }
    expect(within(log()).getAllByText('This lot')).toHaveLength(1);
    // The phone's copy is let go once the server has the photo.
    expect(urls.revoked.length).toBeGreaterThan(0);
  });

  it('tries an upload dropped by the network again by itself, showing how much has gone', async () => {
    const server = chatServer({ me: buyer, contacts: [contactOf(seller)] });
    let attempts = 0;
    server.override((call) => {
      if (!isForm(call.body)) return undefined;
      attempts += 1;
      if (attempts === 1) throw new Error('connection reset');
      return undefined;
    });
    openConversationWith(seller._id);
    renderAt(<ChatPanel />);
    await connectedSocket();
    await screen.findByText('No messages yet. Say hello and ask about the crop.');

    const user = userEvent.setup();
    await user.upload(
      screen.getByLabelText('Add a photo'),
      new File(['jpeg-bytes'], 'wheat.jpg', { type: 'image/jpeg' }),
    );
    await screen.findByRole('img', { name: 'The photo to send' });
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await within(log()).findByRole('progressbar', { name: /^Uploading: \d+%$/ })).toBeInTheDocument();

    await waitFor(() => expect(attempts).toBe(2), { timeout: 6000 });
    await waitFor(() => expect(within(log()).queryByRole('progressbar')).toBeNull());
    expect(within(log()).queryByText('Not sent.')).toBeNull();
    expect(fileSends(server)).toHaveLength(2);
  });

  it('keeps a voice note recorded offline waiting, and sends it once when the connection returns', async () => {
    const server = chatServer({ me: buyer, contacts: [contactOf(seller)] });
    const files = attachmentFiles();
    stubAudioPlayback();
    openConversationWith(seller._id);
    renderAt(<ChatPanel />);
    await connectedSocket();
    await screen.findByText('No messages yet. Say hello and ask about the crop.');
    vi.useFakeTimers({ toFake: ['Date'] });

    act(() => onlineManager.setOnline(false));
    await holdToRecord(3);
    const waiting = await within(log()).findByRole('button', { name: 'Play the voice note' });
    expect(within(log()).getByText('Sending...')).toBeInTheDocument();
    expect(within(log()).getByText('0:03')).toBeInTheDocument();
    expect(waiting).toBeInTheDocument();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(fileSends(server)).toHaveLength(0);

    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(fileSends(server)).toHaveLength(1));
    await waitFor(() => expect(within(log()).queryByRole('progressbar')).toBeNull());
    expect(within(log()).queryByText('Sending...')).toBeNull();
    const sends = fileSends(server);
    expect(sends).toHaveLength(1);
    const audio = (sends[0]!.body as FormData).get('audio') as File;
    expect(audio.name).toBe('voice-note.m4a');
    expect(audio.type).toMatch(/^audio\/mp4/);
    expect((sends[0]!.body as FormData).get('message')).toBe('');

    // The sender's own note plays from the phone, without downloading it back.
    await userEvent.setup().click(within(log()).getByRole('button', { name: 'Play the voice note' }));
    expect(await within(log()).findByRole('button', { name: 'Pause the voice note' })).toBeInTheDocument();
    expect(files.reached).toBe(0);
  });

  it('names a photo or voice note without words in the conversation list, and lets a received one be reported', async () => {
    const photo = message(seller._id, buyer._id, '');
    photo.attachment = { kind: 'image', url: attachmentPath(photo._id), width: 800, height: 600 };
    const note = message(buyer._id, seller._id, '');
    note.attachment = { kind: 'audio', url: attachmentPath(note._id), durationSeconds: 9, mime: 'audio/mp4' };
    const other = { ...seller, _id: '0190a000-0000-7000-8000-000000000099', fullName: 'Gurpreet Virk' };
    const server = chatServer({
      me: buyer,
      contacts: [
        contactOf(seller, { lastMessage: photo }),
        contactOf(other, { lastMessage: { ...note, receiverId: other._id } }),
      ],
      histories: { [seller._id]: [photo] },
    });
    server.override((call) =>
      call.method === 'POST' && call.path === 'report'
        ? { status: 201, body: ok({ report: { _id: 'r1', status: 'open' } }) }
        : undefined,
    );
    useRootStore.setState({ user: buyer, chat: { ...INITIAL_CHAT, isChatOpen: true, chatView: 'home' } });
    renderAt(<ChatPanel />);
    await connectedSocket();
    const user = userEvent.setup();
    const list = await screen.findByRole('button', { name: `Chat with ${seller.fullName}` });
    expect(list).toHaveTextContent('Photo');
    expect(screen.getByRole('button', { name: 'Chat with Gurpreet Virk' })).toHaveTextContent(
      'You: ⁨Voice note⁩',
    );

    await user.click(list);
    await within(log()).findByRole('button', { name: 'Open the photo' });
    await user.click(within(log()).getByRole('button', { name: 'Options for this message' }));
    await user.click(screen.getByRole('button', { name: 'Report this message' }));
    const dialog = await screen.findByRole('dialog', { name: `Report a message from ${seller.fullName}` });
    await user.click(within(dialog).getByRole('radio', { name: /Scam or fraud/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(server.callsTo('POST', 'report')).toHaveLength(1));
    expect(server.callsTo('POST', 'report')[0]!.body).toEqual({
      targetType: 'message',
      targetId: photo._id,
      reason: 'scam',
    });
  });
});
