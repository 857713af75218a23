import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useDomId } from '@web/page-runtime/dom-id';
import type { SubscriberRow } from '@shared/admin-reports/subscribers';
import { Button } from '@web/components/ui/button';
import { describedBy, FormField, inputClass } from '@web/components/ui/form-field';
import { useMessages } from '@web/i18n/use-messages';
import { apiRequest, ApiError } from '@web/lib/api-request';
import { reportsCatalog } from './reports-catalog';

/** Unsubscribes a reader who asked staff to, with the reason the audit log keeps. */
export function UnsubscribeForm({ subscriber, onDone }: { subscriber: SubscriberRow; onDone: (message: string | undefined) => void }) {
  const text = useMessages(reportsCatalog);
  const queryClient = useQueryClient();
  const id = useDomId();
  const reasonField = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();
  useEffect(() => reasonField.current?.focus(), []);
  const [sending, setSending] = useState(false);

  async function unsubscribe(reason: string) {
    setSending(true);
    try {
      await apiRequest('POST', `/api/admin/newsletter/subscribers/${subscriber.id}/unsubscribe`, { reason });
      await queryClient.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith('/api/admin/newsletter/') });
      onDone(text('newsletter.unsubscribed', { email: subscriber.email }));
    } catch (failure) {
      setError(failure instanceof ApiError ? (failure.serverMessage ?? failure.message) : text('newsletter.unsubscribeFailed'));
      setSending(false);
    }
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = String(new FormData(event.currentTarget).get('reason') ?? '').trim();
    if (reason.length < 3) {
      setError(text('newsletter.reason'));
      reasonField.current?.focus();
      return;
    }
    void unsubscribe(reason);
  };
  return (
    <form onSubmit={submit} aria-labelledby={`${id}-title`} className="grid gap-3 rounded-xl border border-border bg-surface-muted p-4">
      <h3 id={`${id}-title`} className="font-semibold text-fg">
        {text('newsletter.unsubscribeFor', { email: subscriber.email })}
      </h3>
      <FormField id={`${id}-reason`} label={text('newsletter.reason')} error={error} hint={text('newsletter.reasonHint')}>
        <input
          ref={reasonField}
          id={`${id}-reason`}
          name="reason"
          required
          minLength={3}
          maxLength={500}
          dir="auto"
          className={inputClass}
          {...describedBy(`${id}-reason`, error, text('newsletter.reasonHint'))}
        />
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={sending}>
          {text('newsletter.confirmUnsubscribe')}
        </Button>
        <Button type="button" variant="outline" onClick={() => onDone(undefined)}>
          {text('newsletter.cancel')}
        </Button>
      </div>
    </form>
  );
}
