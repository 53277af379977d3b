import type { AuditEntry, ModeratedUser, ModerationReport, ReportTarget } from '@kisansetu/contract';
import { toMessage } from '../chat';
import { toProduct, type ImageUrlsFor } from '../products';
import type { AuditRow, ProductRow, ReportWithReporter, UserRow } from './moderation.repository';
import type { ReportPage } from './moderation.service';

/** A person as a moderator sees them: contact details and whether they are suspended. */
export function toModeratedUser(row: UserRow, urlsFor: ImageUrlsFor): ModeratedUser {
  return {
    _id: row.id,
    fullName: row.fullName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    address: row.address,
    role: row.role,
    avatarUrl: row.avatarKey ? urlsFor(row.avatarKey).detail : null,
    suspended: row.suspendedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

function toModeratedProduct(row: ProductRow, urlsFor: ImageUrlsFor) {
  return {
    ...toProduct(row, urlsFor),
    status: row.hiddenAt === null ? ('visible' as const) : ('hidden' as const),
  };
}

/** The reported thing as it is now; null once it (or the person answerable) is gone. */
function targetOf(report: ReportWithReporter, page: ReportPage, urlsFor: ImageUrlsFor): ReportTarget | null {
  if (report.targetType === 'user') {
    const user = page.users.get(report.targetId);
    return user ? { type: 'user', user: toModeratedUser(user, urlsFor) } : null;
  }
  if (report.targetType === 'product') {
    const product = page.products.get(report.targetId);
    const seller = product && page.users.get(product.sellerId);
    return product && seller
      ? {
          type: 'product',
          product: toModeratedProduct(product, urlsFor),
          seller: toModeratedUser(seller, urlsFor),
        }
      : null;
  }
  if (report.targetType === 'request') {
    const request = page.requests.get(report.targetId);
    const buyer = request && page.users.get(request.buyerId);
    return request && buyer ? { type: 'request', request, buyer: toModeratedUser(buyer, urlsFor) } : null;
  }
  if (report.targetType === 'review') {
    const review = page.reviews.get(report.targetId);
    const author = review && page.users.get(review.authorId);
    return review && author
      ? {
          type: 'review',
          review: {
            _id: review.id,
            stars: review.stars,
            counted: review.counted,
            text: review.text,
            author: { _id: review.authorId, fullName: review.authorName, role: review.authorRole },
            productName: review.productName,
            createdAt: review.createdAt.toISOString(),
            hidden: review.hiddenAt !== null,
          },
          author: toModeratedUser(author, urlsFor),
        }
      : null;
  }
  const message = page.messages.get(report.targetId);
  const sender = message && page.users.get(message.senderId);
  return message && sender
    ? { type: 'message', message: toMessage(message), sender: toModeratedUser(sender, urlsFor) }
    : null;
}

/** A page of the moderator's report list. */
export function toModerationReports(page: ReportPage, urlsFor: ImageUrlsFor): ModerationReport[] {
  return page.rows.map((report) => ({
    _id: report.id,
    targetType: report.targetType,
    targetId: report.targetId,
    reason: report.reason,
    details: report.details,
    status: report.status,
    createdAt: report.createdAt.toISOString(),
    reporter: { _id: report.reporterId, fullName: report.reporterName },
    target: targetOf(report, page, urlsFor),
    reportCount: page.counts.get(`${report.targetType}:${report.targetId}`) ?? 1,
    resolution:
      report.status === 'resolved' && report.action && report.resolvedAt
        ? {
            action: report.action,
            note: report.note ?? '',
            at: report.resolvedAt.toISOString(),
            by: report.resolvedBy ?? '',
          }
        : null,
  }));
}

export function toAuditEntry(row: AuditRow): AuditEntry {
  return {
    _id: row.id,
    moderator: { _id: row.moderatorId, fullName: row.moderatorName },
    action: row.action,
    reportId: row.reportId,
    targetType: row.targetType,
    targetId: row.targetId,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}
