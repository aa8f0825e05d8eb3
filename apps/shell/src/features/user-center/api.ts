import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  USER_CENTER_PATHS as P,
  WORKFLOW_PATHS as W,
  MESSAGE_PATHS,
  SSO_PATHS,
  REFERENCE_PATHS,
  type Endpoint,
  type EndpointInput,
  type Endpoints,
  type MessageSetting,
  type PagedResult,
} from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { api, call, dataOf, type EndpointRef } from '../../shared/http/index.ts';
import { tenantKey } from '../../shared/query/keys.ts';

/** The calls of the personal centre, one function per endpoint; pages use these, never a path. */

/** A paged list: the page's filters as the body, the whole envelope (`data`, `total`) answered. */
const paged = <E extends Endpoint>(ref: EndpointRef<E>) => (body: EndpointInput<E>) => call(ref, body);

// ---- Lists (paged by the server) ------------------------------------------------------------
export const queryTasks = paged(api<Endpoints['taskQuery']>('POST', P.taskQuery));
export const queryDrafts = paged(api<Endpoints['draftQuery']>('POST', W.draftQuery));
export const queryApplications = paged(api<Endpoints['applyQuery']>('POST', W.getUserApply));
export const queryCards = paged(api<Endpoints['cardPage']>('POST', P.cardPage));
export const queryMessages = paged(api<Endpoints['messageQuery']>('POST', MESSAGE_PATHS.conditionQuery));
export const queryMeetings = paged(api<Endpoints['meetingQuery']>('POST', P.meetingQuery));
export const queryReports = paged(api<Endpoints['reportQuery']>('POST', P.reportQuery));
export const queryReportReviews = paged(api<Endpoints['reportReviewQuery']>('POST', P.reportReviewQuery));

// ---- Reads -----------------------------------------------------------------------------------
const summary = api<Endpoints['userCenterSummaryEndpoint']>('GET', P.summary);
const mailSummary = api<Endpoints['mailUnreadSummary']>('GET', P.mailSummary);
const mailSignUrl = api<Endpoints['mailSignUrl']>('GET', SSO_PATHS.mailSignUrl);
const devices = api<Endpoints['deviceList']>('GET', P.deviceList);
const sessions = api<Endpoints['sessionList']>('GET', P.sessions);
const messageSettings = api<Endpoints['messageSettingsRead']>('GET', P.messageSettings);
const taskInfo = api<Endpoints['taskInfo']>('GET', P.taskInfo);
const taskProcessName = api<Endpoints['taskProcessName']>('GET', W.getNameForTask);
const cardInfo = api<Endpoints['cardInfo']>('GET', P.cardInfo);
const withdrawable = api<Endpoints['applyWithdrawable']>('GET', W.judgeTaskWithdraw);
const regions = api<Endpoints['regionSelect']>('POST', REFERENCE_PATHS.regionSelect);
const dict = api<Endpoints['dictSelectGet']>('GET', REFERENCE_PATHS.dictSelect);

export const getSummary = () => dataOf(call(summary, undefined));
export const getMailSummary = () => dataOf(call(mailSummary, undefined));
export const getMailSignUrl = (userCode: string) => dataOf(call(mailSignUrl, { userCode }));
export const getDevices = () => dataOf(call(devices, undefined));
export const getSessions = () => dataOf(call(sessions, undefined));
export const getMessageSettings = () => dataOf(call(messageSettings, undefined));
export const getTask = (taskId: string) => dataOf(call(taskInfo, { taskId }));
export const getTaskProcessName = (taskId: string) => dataOf(call(taskProcessName, { taskId }));
export const getCard = (id: string) => dataOf(call(cardInfo, { id }));
export const judgeWithdraw = (applicationId: string) => dataOf(call(withdrawable, { applicationId }));
export const getRegions = (parentCode?: string) => dataOf(call(regions, parentCode ? { parentCode } : {}));
export const getDict = (dictType: string) => dataOf(call(dict, { dictType }));

// ---- Changes ---------------------------------------------------------------------------------
const taskHandle = api<Endpoints['taskHandle']>('POST', P.taskHandle);
const taskRead = api<Endpoints['taskRead']>('POST', P.taskRead);
const messageStatus = api<Endpoints['messageStatusBatch']>('POST', MESSAGE_PATHS.changeStatusBatch);
const applyWithdraw = api<Endpoints['applyWithdraw']>('POST', P.applyWithdraw);
const draftDelete = api<Endpoints['draftDelete']>('POST', W.draftDeleteList);
const reportSave = api<Endpoints['reportSave']>('POST', P.reportSave);
const reportSubmit = api<Endpoints['reportSubmit']>('POST', P.reportSubmit);
const reportReview = api<Endpoints['reportReview']>('POST', P.reportReview);

export const handleTask = (body: { taskId: string; result: 'approved' | 'rejected'; comment: string }) => call(taskHandle, body);
export const markTasksRead = (ids: string[]) => dataOf(call(taskRead, { ids }));
export const markMessagesRead = (ids: string[]) => dataOf(call(messageStatus, { ids, status: 'read' }));
export const withdrawApplication = (applicationId: string) => call(applyWithdraw, { applicationId });
export const deleteDrafts = (ids: string[]) => dataOf(call(draftDelete, { ids }));
export const saveReport = (body: { id?: string; reportDate: string; project: string; hours: number; content: string }) => dataOf(call(reportSave, body));
export const submitReport = (id: string) => call(reportSubmit, { id });
export const reviewReport = (body: { id: string; result: 'approved' | 'rejected'; comment: string }) => call(reportReview, body);

/** A card's fields as sent; on update the number may be left out (kept). */
export interface CardBody {
  accountName: string;
  bankName: string;
  subbranch: string;
  isDefault: boolean;
  cityCode?: string;
  cardNo?: string;
}
/** Refusals of a card the form shows under its number (already added, too many): no notice for them. */
export const CARD_FIELD_STATUSES = [409] as const;
const cardCreate = api<Endpoints['cardCreate']>('POST', P.cardCreate);
const cardUpdate = api<Endpoints['cardUpdate']>('PUT', P.cardUpdate);
const cardDelete = api<Endpoints['cardDelete']>('DELETE', P.cardDelete);
// The form asks for the number of a new card; were it left out, the server would refuse it (400).
export const createCard = (body: CardBody) => call(cardCreate, body as EndpointInput<Endpoints['cardCreate']>, { quietStatuses: CARD_FIELD_STATUSES });
export const updateCard = (id: string, body: CardBody) => call(cardUpdate, { ...body, id }, { quietStatuses: CARD_FIELD_STATUSES });
export const deleteCard = (id: string) => call(cardDelete, { id });

const profileUpdate = api<Endpoints['profileUpdate']>('POST', P.userUpdate);
const fileUpload = api<Endpoints['fileUpload']>('POST', P.fileUpload);
const messageSettingsSave = api<Endpoints['messageSettingsSave']>('POST', P.messageSettings);
const revokeSessions = api<Endpoints['revokeOtherSessions']>('POST', P.revokeOtherSessions);

export const updateProfile = (body: EndpointInput<Endpoints['profileUpdate']>) => dataOf(call(profileUpdate, body));
// The page sends only the types of AVATAR_TYPES (the server refuses others with 400).
export const uploadFile = (body: { name: string; type: string; content: string }) => dataOf(call(fileUpload, body as EndpointInput<Endpoints['fileUpload']>));
export const saveMessageSettings = (settings: MessageSetting[]) => call(messageSettingsSave, { settings });
export const revokeOtherSessions = () => dataOf(call(revokeSessions, undefined));

// ---- Query hooks -----------------------------------------------------------------------------

/** The root of every personal-centre query key: one invalidation refreshes every page and the overview. */
export const ucKey = (...parts: unknown[]) => tenantKey('user-center', ...parts);

/** A paged list: data, total, loading; the previous page stays while the next loads. */
export function usePagedList<T, B>(name: string, query: (body: B) => Promise<PagedResult<T>>, body: B) {
  return useQuery({ queryKey: ucKey(name, body), queryFn: () => query(body), placeholderData: keepPreviousData });
}

/** A read; `enabled` false waits (e.g. until something is chosen). */
export function useRead<T>(name: string, read: () => Promise<T>, keyParts: unknown[] = [], enabled = true) {
  return useQuery({ enabled, queryKey: ucKey(name, ...keyParts), queryFn: read });
}

/** After a change: every personal-centre query (lists, counts, the overview) reloads. */
export function useRefreshUserCenter() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: tenantKey('user-center') });
}

/** Provinces (no parent) or a province's cities, for the bank-card form (region/select). */
export function useRegions(parentCode: string | undefined, enabled = true) {
  return useQuery({ enabled, queryKey: ['regions', parentCode ?? ''], queryFn: () => getRegions(parentCode), staleTime: Infinity });
}

/** A dictionary's options (getDictSelect) in the current language. */
export function useDict(dictType: string) {
  const { i18n } = useTranslation();
  return useQuery({ queryKey: ucKey('dict', dictType, i18n.language), queryFn: () => getDict(dictType) });
}
