import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReportStatus, ResolveReportRequest } from '@kisansetu/contract';
import type { EndpointsByRoute } from '@kisansetu/contract/endpoints';
import { call, type CallData } from '@/lib/api-client';

export const moderationKeys = {
  all: ['moderation'] as const,
  reports: (status: ReportStatus, page: number) => ['moderation', 'reports', status, page] as const,
  audit: (page: number) => ['moderation', 'audit', page] as const,
  conversation: (reportId: string) => ['moderation', 'conversation', reportId] as const,
};

/** A page of the report queue, as its endpoint declares it. */
export type ReportsPage = CallData<EndpointsByRoute['GET /moderation/reports']>;

/** A page of the audit, as its endpoint declares it. */
export type AuditPage = CallData<EndpointsByRoute['GET /moderation/audit']>;

/** A reported conversation, as its endpoint declares it. */
export type ReportConversation = CallData<EndpointsByRoute['GET /moderation/reports/{id}/conversation']>;

export async function fetchReports(
  status: ReportStatus,
  page: number,
  signal?: AbortSignal,
): Promise<ReportsPage> {
  const { data } = await call('GET /moderation/reports', { query: { status, page }, signal });
  return data;
}

export async function resolveReport(reportId: string, body: ResolveReportRequest): Promise<void> {
  await call('POST /moderation/reports/{id}/resolve', { params: { id: reportId }, json: body });
}

export async function reinstateUser(userId: string): Promise<void> {
  await call('POST /moderation/users/{id}/reinstate', { params: { id: userId } });
}

/** The only way to read a chat: from its report. Every call is written to the audit log. */
export async function fetchReportConversation(
  reportId: string,
  signal?: AbortSignal,
): Promise<ReportConversation> {
  const { data } = await call('GET /moderation/reports/{id}/conversation', {
    params: { id: reportId },
    signal,
  });
  return data;
}

export async function fetchAudit(page: number, signal?: AbortSignal): Promise<AuditPage> {
  const { data } = await call('GET /moderation/audit', { query: { page }, signal });
  return data;
}

export function useReports(status: ReportStatus, page: number) {
  return useQuery({
    queryKey: moderationKeys.reports(status, page),
    queryFn: ({ signal }) => fetchReports(status, page, signal),
  });
}

export function useAudit(page: number) {
  return useQuery({
    queryKey: moderationKeys.audit(page),
    queryFn: ({ signal }) => fetchAudit(page, signal),
  });
}

/** Asked for each time the dialog opens (each read is logged on purpose), never kept. */
export function useReportConversation(reportId: string, open: boolean) {
  return useQuery({
    queryKey: moderationKeys.conversation(reportId),
    queryFn: ({ signal }) => fetchReportConversation(reportId, signal),
    enabled: open,
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });
}

/** Resolve and reinstate refresh every moderation list (all open reports on the same target resolve together). */
export function useModerationMutation<TVariables>(fn: (variables: TVariables) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationKeys.all }),
  });
}
