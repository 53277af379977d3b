import { Link } from 'react-router';
import type { ModeratedUser, ReportTarget } from '@kisansetu/contract';
import { LazyImage } from '@/components/ui';
import { useTranslation } from '@/lib/i18n';
import { formatDateTime } from '@/lib/format';
import { useFormatters } from '@/lib/use-formatters';
import { paths } from '@/lib/paths';
import { MessageAttachment } from '../../chat-media';
import { formatPhone } from '@/lib/phone-text';

function Flag({ on, onText, offText }: { on: boolean; onText: string; offText: string }) {
  return (
    <span
      className={
        on
          ? 'rounded-full bg-red-100 px-2 py-0.5 text-xs font-bold text-red-900'
          : 'rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold text-stone-700'
      }
    >
      {on ? onText : offText}
    </span>
  );
}

export function PersonLine({ person, label }: { person: ModeratedUser; label: string }) {
  const { t } = useTranslation();
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm">
      <span className="font-semibold text-stone-700">{label}:</span>
      <bdi className="font-semibold">{person.fullName}</bdi>
      <span className="text-stone-600">({t(`role.${person.role}`)})</span>
      <Flag on={person.suspended} onText={t('mod.suspended')} offText={t('mod.active')} />
    </p>
  );
}

/**
 * The reported thing as it is now: a listing (photo, name, price, hidden or not), a person, a message, a request, or
 * a review (its stars, text, author, hidden or not).
 */
export function ReportTargetView({ target }: { target: ReportTarget | null }) {
  const { t, i18n } = useTranslation();
  const format = useFormatters();
  if (!target) return <p className="text-stone-600 italic">{t('mod.targetGone')}</p>;
  if (target.type === 'product') {
    const { product, seller } = target;
    return (
      <div className="flex gap-3">
        <div className="w-24 shrink-0">
          <LazyImage src={product.thumbnails[0] ?? product.image[0]} alt="" ratio="1 / 1" />
        </div>
        <div className="flex min-w-0 flex-col gap-1">
          <Link to={paths.product(product._id)} className="font-bold text-brand-800 underline" dir="auto">
            {product.productName}
          </Link>
          <p className="font-semibold">{format.pricePerUnit(product.price, product.unit)}</p>
          <p>
            <Flag on={product.status === 'hidden'} onText={t('mod.hidden')} offText={t('mod.visible')} />
          </p>
          <PersonLine person={seller} label={t('mod.seller')} />
        </div>
      </div>
    );
  }
  if (target.type === 'user') {
    const { user } = target;
    return (
      <div className="flex flex-col gap-1">
        <PersonLine person={user} label={t('mod.target.user')} />
        <p className="text-sm text-stone-700">
          {/* An account made with a phone number has no email. */}
          {user.email !== null ? (
            <>
              <span dir="ltr">{user.email}</span> ·{' '}
            </>
          ) : null}
          <span dir="ltr">{formatPhone(user.phoneNumber)}</span>
        </p>
        <p className="text-sm text-stone-700" dir="auto">
          {user.address}
        </p>
      </div>
    );
  }
  if (target.type === 'request') {
    const { request, buyer } = target;
    return (
      <div className="flex flex-col gap-1">
        <Link to={paths.request(request._id)} className="font-bold text-brand-800 underline" dir="auto">
          {request.productName}
        </Link>
        <p className="text-sm">
          {format.quantity(request.quantity, request.unit)}
          {request.maxPrice !== null ? ` · ${format.pricePerUnit(request.maxPrice, request.unit)}` : ''}
        </p>
        <p className="text-sm text-stone-700" dir="auto">
          {request.address}
        </p>
        {request.description ? (
          <blockquote className="rounded-lg bg-stone-100 px-3 py-2 whitespace-pre-wrap" dir="auto">
            {request.description}
          </blockquote>
        ) : null}
        <PersonLine person={buyer} label={t('mod.buyer')} />
      </div>
    );
  }
  if (target.type === 'review') {
    const { review, author } = target;
    return (
      <div className="flex flex-col gap-1">
        <p className="flex flex-wrap items-center gap-2">
          <span
            role="img"
            aria-label={t('reviews.stars', { stars: review.stars })}
            className="text-lg text-amber-600"
          >
            {'★'.repeat(review.stars)}
            <span className="text-stone-300">{'★'.repeat(Math.max(0, 5 - review.stars))}</span>
          </span>
          <Flag on={review.hidden} onText={t('mod.hidden')} offText={t('mod.visible')} />
        </p>
        {review.text ? (
          <blockquote className="rounded-lg bg-stone-100 px-3 py-2 whitespace-pre-wrap" dir="auto">
            {review.text}
          </blockquote>
        ) : null}
        <p className="text-sm text-stone-700">
          <bdi>{t('mod.reviewAbout', { crop: review.productName })}</bdi> ·{' '}
          <time dateTime={review.createdAt}>{formatDateTime(review.createdAt, i18n.language)}</time>
        </p>
        <PersonLine person={author} label={t('mod.author')} />
      </div>
    );
  }
  const { message, sender } = target;
  return (
    <div className="flex flex-col gap-1">
      {message.attachment ? <MessageAttachment attachment={message.attachment} /> : null}
      {message.message || !message.attachment ? (
        <blockquote className="rounded-lg bg-stone-100 px-3 py-2 whitespace-pre-wrap" dir="auto">
          {message.message}
        </blockquote>
      ) : null}
      <p className="text-xs text-stone-600">
        <time dateTime={message.createdAt}>{formatDateTime(message.createdAt, i18n.language)}</time>
      </p>
      <PersonLine person={sender} label={t('mod.sender')} />
    </div>
  );
}

/** The person a decision or a reinstatement is about: the listing's seller, the person, the message's sender, the buyer. */
export function reportedPerson(target: ReportTarget | null): ModeratedUser | null {
  if (!target) return null;
  if (target.type === 'product') return target.seller;
  if (target.type === 'user') return target.user;
  if (target.type === 'request') return target.buyer;
  if (target.type === 'review') return target.author;
  return target.sender;
}
