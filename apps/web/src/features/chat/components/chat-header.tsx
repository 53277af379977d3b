import type { ReactNode, Ref } from 'react';
import { useTranslation } from '@/lib/i18n';
import { BackIcon, CloseIcon } from '@/components/icons';

const iconButton =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full text-white hover:bg-white/15 focus-visible:bg-white/15';

/** The panel's top bar: Back (except at home), the view's heading, Close. */
export function ChatHeader({
  children,
  onBack,
  onClose,
}: {
  children: ReactNode;
  onBack?: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div
      data-chat-header
      className="flex min-h-14 shrink-0 items-center gap-1 bg-brand-800 px-1.5 py-1.5 text-white"
    >
      {onBack ? (
        <button type="button" className={iconButton} onClick={onBack} aria-label={t('chat.back')}>
          <BackIcon />
        </button>
      ) : null}
      <div className="flex min-w-0 flex-1 items-center gap-2 px-1">{children}</div>
      <button type="button" className={iconButton} onClick={onClose} aria-label={t('chat.close')}>
        <CloseIcon />
      </button>
    </div>
  );
}

/**
 * A view's heading: focused when the view opens, so a screen reader announces where the person now is. One line, with
 * an ellipsis: a long name in Tamil on a 320 px phone would otherwise wrap letter by letter down the screen.
 */
export function ChatHeading({
  id,
  children,
  ref,
}: {
  id: string;
  children: ReactNode;
  ref?: Ref<HTMLHeadingElement>;
}) {
  return (
    <h2
      id={id}
      ref={ref}
      tabIndex={-1}
      className="min-w-0 truncate text-lg leading-tight font-bold outline-none"
    >
      {children}
    </h2>
  );
}
