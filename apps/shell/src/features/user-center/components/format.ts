import dayjs from 'dayjs';
import { DATE_TIME_FORMAT } from '../../../shared/constants.ts';

/** SPEC §9 date format. */
export const formatTime = (iso: string | null | undefined) => (iso ? dayjs(iso).format(DATE_TIME_FORMAT) : '—');
export const formatDay = (iso: string) => dayjs(iso).format('YYYY-MM-DD');
