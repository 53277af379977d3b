import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Message } from '@kisansetu/contract';
import { renderAt } from '@/test/render';
import { MessageList } from './components/message-list';

describe('A message a helper sent for the farmer', () => {
  it('says "via" the helper under a message a helper sent', () => {
    const sent: Message = {
      _id: 'm1',
      senderId: 'farmer-1',
      receiverId: 'buyer-1',
      message: 'Yes, 20 quintal are ready',
      sentBy: { _id: 'helper-1', fullName: 'Ravi Kumar' },
      createdAt: '2026-12-03T08:00:00.000Z',
    };
    const own: Message = { ...sent, _id: 'm2', message: 'Thank you', sentBy: null };
    renderAt(
      <MessageList
        messages={[sent, own]}
        ready
        hasEarlier={false}
        loadingEarlier={false}
        myId="buyer-1"
        otherName="Sita Devi"
        onLoadEarlier={() => undefined}
        onRetry={() => undefined}
      />,
    );
    expect(screen.getByText('via Ravi Kumar')).toBeInTheDocument();
    expect(screen.getAllByText(/^via /)).toHaveLength(1);
  });
});
