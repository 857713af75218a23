import { useQueryClient } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useDomId } from '@web/page-runtime/dom-id';
import { DELETION_MESSAGE_MAX } from '@shared/deletion-request';
import { formatDate } from '@shared/format/dates';
import { Button, buttonStyles } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { textareaClass } from '@web/components/ui/form-field';
import { PageForm } from '@web/components/ui/page-form';
import { useMessages } from '@web/i18n/use-messages';
import { useLocale } from '@web/lib/use-locale';
import { accountDataCatalog } from './account-data-catalog';
import { requestAccountDeletion } from './account-api';
import { deletionRequestQueryKey, useDeletionRequest } from './use-account';
import { useApiErrorToast } from './use-api-error-toast';

/** The member's own data: download all of it, or ask the chamber to delete the account. */
export function MyDataSection() {
  const text = useMessages(accountDataCatalog);
  const id = useDomId();
  return (
    <Card className="grid gap-6">
      <section aria-labelledby={`${id}-data`} className="grid gap-3">
        <h2 id={`${id}-data`} className="text-xl font-semibold text-fg">
          {text('heading')}
        </h2>
        <p className="text-fg-muted">{text('downloadText')}</p>
        <div>
          <a className={buttonStyles({ variant: 'outline' })} href="/api/account/data" download>
            <Download aria-hidden="true" />
            {text('download')}
          </a>
        </div>
      </section>
      <section aria-labelledby={`${id}-delete`} className="grid gap-3 border-t border-border pt-6">
        <h2 id={`${id}-delete`} className="text-xl font-semibold text-fg">
          {text('deleteHeading')}
        </h2>
        <DeletionRequest />
      </section>
    </Card>
  );
}

function DeletionRequest() {
  const text = useMessages(accountDataCatalog);
  const locale = useLocale();
  const id = useDomId();
  const queryClient = useQueryClient();
  const showError = useApiErrorToast();
  const status = useDeletionRequest();
  const [sending, setSending] = useState(false);
  const requestedAt = status.data?.requestedAt;
  if (requestedAt) {
    return (
      <p role="status" className="rounded-xl bg-surface-muted p-4 text-fg">
        {text('requested', { date: formatDate(requestedAt, locale, 'long') })}
      </p>
    );
  }
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const message = String(new FormData(event.currentTarget).get('message') ?? '').trim();
    setSending(true);
    try {
      queryClient.setQueryData(deletionRequestQueryKey, await requestAccountDeletion(message ? { message } : {}));
    } catch (error) {
      showError(error, text('failed'));
    } finally {
      setSending(false);
    }
  }
  return (
    <>
      <p className="text-fg-muted">{text('deleteText')}</p>
      <PageForm formId="deletionRequest" onSubmit={(event) => void submit(event)} className="grid gap-3">
        <label htmlFor={`${id}-message`} className="text-sm font-medium text-fg">
          {text('messageLabel')}
        </label>
        <textarea id={`${id}-message`} name="message" rows={3} maxLength={DELETION_MESSAGE_MAX} dir="auto" className={textareaClass} />
        <div>
          <Button type="submit" variant="outline" disabled={sending || status.loading}>
            {sending ? text('sending') : text('deleteSubmit')}
          </Button>
        </div>
      </PageForm>
    </>
  );
}
