import arReports from '@messages/ar/admin-reports.json';
import enReports from '@messages/en/admin-reports.json';
import nlReports from '@messages/nl/admin-reports.json';
import { messagesOf } from '@shared/messages/messages-of';

/** The back office's reports: dashboard, payments, newsletter subscribers and audit log. Only those pages import them. */
export const reportsCatalog = messagesOf({ en: enReports, ar: arReports, nl: nlReports });
