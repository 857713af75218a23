import { Download, Send } from 'lucide-react';
import { adminMembersCatalog } from '@shared/admin/admin-members-catalog';
import type { MemberDocumentView } from '@shared/admin/member-constants';
import { useMessages } from '@web/i18n/use-messages';
import { ActionDialog } from './action-dialog';
import { isolated, useFormatters } from './formatters';
import type { MemberSectionProps } from './member-context';
import { SectionCard } from './section-card';

const headerCell = 'py-2 pe-4 text-start font-medium whitespace-nowrap';

function FileLink({ apiPath, document, format }: { apiPath: string; document: MemberDocumentView; format: 'pdf' | 'xml' }) {
  const text = useMessages(adminMembersCatalog);
  return (
    <a
      href={`${apiPath}/documents/${document.id}/${format}`}
      download
      aria-label={text(format === 'pdf' ? 'member.documents.pdfLabel' : 'member.documents.xmlLabel', { number: document.number })}
      className="inline-flex items-center gap-1 rounded-lg px-2 py-1 font-semibold text-primary hover:bg-surface-muted"
    >
      <Download className="size-4" aria-hidden="true" />
      {/* Smaller below sm, so the row fits. */}
      <span className="max-sm:text-xs">{format.toUpperCase()}</span>
    </a>
  );
}

/** The member's invoices and credit notes, each as PDF and UBL file; an invoice can be emailed again. */
export function DocumentsSection({ member, apiPath, refreshKey, canChange, role }: MemberSectionProps) {
  const text = useMessages(adminMembersCatalog);
  const { money, date } = useFormatters();
  // Resending is open to whoever reads the member (finance too), as long as there is someone to send to.
  const canResend = canChange || (role === 'finance' && !member.profile.anonymisedAt);
  return (
    <SectionCard title={text('member.sections.documents')}>
      {member.documents.length === 0 ? (
        <p className="text-fg-muted">{text('member.none')}</p>
      ) : (
        <div className="relative overflow-x-auto">
          <table className="w-full text-start text-sm">
            <thead className="text-xs text-fg-muted">
              <tr>
                <th scope="col" className={headerCell}>
                  {text('member.documents.number')}
                </th>
                <th scope="col" className={`${headerCell} hidden md:table-cell`}>
                  {text('member.documents.issueDate')}
                </th>
                <th scope="col" className={`${headerCell} text-end`}>
                  {text('member.documents.total')}
                </th>
                <th scope="col" className="py-2 text-end font-medium">
                  {text('member.documents.files')}
                </th>
              </tr>
            </thead>
            <tbody>
              {member.documents.map((document) => (
                <tr key={document.id} className="border-t border-border align-top">
                  <th scope="row" className="py-3 pe-4 text-start font-semibold text-fg">
                    <bdi className="whitespace-nowrap">{document.number}</bdi>
                    <span className="block text-xs font-normal text-fg-muted">
                      {text('member.documents.kind', { kind: document.kind === 'credit-note' ? 'creditNote' : 'invoice' })}
                      <span className="whitespace-nowrap md:hidden"> · {date(document.issueDate)}</span>
                      {document.correctsNumber ? (
                        <span className="block whitespace-nowrap">
                          {text('member.documents.corrects', { number: isolated(document.correctsNumber) })}
                        </span>
                      ) : null}
                    </span>
                  </th>
                  <td className="hidden py-3 pe-4 whitespace-nowrap text-fg md:table-cell">{date(document.issueDate)}</td>
                  <td className="py-3 pe-4 text-end whitespace-nowrap text-fg tabular-nums">
                    <bdi>{money(document.grossCents)}</bdi>
                  </td>
                  <td className="py-2 text-end">
                    <span className="inline-flex flex-col items-end gap-1 md:flex-row md:items-center">
                      <FileLink apiPath={apiPath} document={document} format="pdf" />
                      <FileLink apiPath={apiPath} document={document} format="xml" />
                      {canResend && document.kind === 'invoice' ? (
                        <ActionDialog
                          trigger={{
                            label: (
                              <>
                                <Send aria-hidden="true" className="rtl:-scale-x-100" />
                                <span className="max-sm:sr-only">{text('member.documents.resend')}</span>
                              </>
                            ),
                            ariaLabel: text('member.documents.resendLabel', { number: document.number }),
                            variant: 'ghost',
                          }}
                          title={text('dialog.resend.title', { number: isolated(document.number) })}
                          description={text('dialog.resend.description')}
                          submitLabel={text('dialog.resend.submit')}
                          path={`${apiPath}/resend-invoice`}
                          schema="resendInvoice"
                          bodyOf={() => ({ invoiceId: document.id })}
                          doneMessage={() => text('dialog.resend.done')}
                          refreshKey={refreshKey}
                        />
                      ) : null}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </SectionCard>
  );
}
