import { CircleAlert, CircleCheckBig, CircleX, Clock } from 'lucide-react';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useDomId } from '@web/page-runtime/dom-id';
import type { CheckInAnswer } from '@shared/admin/event-constants';
import { MAX_TICKET_CODE } from '@shared/admin/event-constants';
import { eventRegistrationApi } from '@shared/event-registration-api';
import { Button } from '@web/components/ui/button';
import { describedBy, FormField } from '@web/components/ui/form-field';
import { useMessages } from '@web/i18n/use-messages';
import { ApiError, apiRequest } from '@web/lib/api-request';
import { useLocale } from '@web/lib/use-locale';
import { adminEventsText } from './admin-events-text';
import { clockTime } from './event-format';
import { QrScanner } from './qr-scanner';

type Outcome = { answer: CheckInAnswer } | { failure: string };

/**
 * The door's check-in, sized for a phone: one large field for the code
 * (typed, pasted or scanned), one button, and an answer large enough to read
 * at arm's length. After each answer the field is empty and focused again,
 * so the next guest's code can follow at once.
 */
export function CheckInView() {
  const text = useMessages(adminEventsText);
  const id = useDomId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [outcome, setOutcome] = useState<Outcome | undefined>();

  const checkIn = useCallback(
    async (raw: string) => {
      const code = raw.trim();
      if (!code) {
        setError(text('validation.code'));
        input.current?.focus();
        return;
      }
      setError(undefined);
      setBusy(true);
      try {
        setOutcome({ answer: await apiRequest<CheckInAnswer>('POST', eventRegistrationApi.adminCheckIn, { code }) });
      } catch (failure) {
        setOutcome({ failure: failure instanceof ApiError ? (failure.serverMessage ?? failure.message) : String(failure) });
      } finally {
        setBusy(false);
        if (input.current) input.current.value = '';
        input.current?.focus();
      }
    },
    [text],
  );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void checkIn(String(new FormData(event.currentTarget).get('code') ?? ''));
  };

  return (
    <div className="mx-auto grid w-full max-w-xl gap-6">
      <p className="text-fg-muted">{text('checkIn.intro')}</p>
      <form onSubmit={submit} noValidate className="grid gap-4">
        <FormField id={id} label={text('checkIn.code')} hint={text('checkIn.codeHint')} error={error}>
          <input
            ref={input}
            id={id}
            name="code"
            required
            autoComplete="off"
            autoCapitalize="off"
            autoCorrect="off"
            spellCheck={false}
            enterKeyHint="go"
            dir="ltr"
            maxLength={MAX_TICKET_CODE}
            className="h-16 w-full rounded-xl border-2 border-border bg-surface-raised px-4 font-mono text-lg text-fg aria-[invalid=true]:border-danger"
            {...describedBy(id, error, text('checkIn.codeHint'))}
          />
        </FormField>
        <Button type="submit" size="lg" className="w-full text-lg" disabled={busy}>
          {busy ? text('checkIn.checking') : text('checkIn.submit')}
        </Button>
      </form>
      <QrScanner onCode={(code) => void checkIn(code)} />
      <div aria-live="polite" aria-atomic="true">
        {outcome ? <CheckInOutcome outcome={outcome} /> : null}
      </div>
    </div>
  );
}

const panel = 'grid gap-2 rounded-2xl border-2 p-6 text-fg';

function CheckInOutcome({ outcome }: { outcome: Outcome }) {
  const text = useMessages(adminEventsText);
  const locale = useLocale();
  if ('failure' in outcome) {
    return (
      <div role="alert" className={`${panel} border-danger bg-danger/10`}>
        <p className="flex items-center gap-3 text-2xl font-bold">
          <CircleAlert aria-hidden="true" className="size-8 shrink-0 text-danger" />
          {outcome.failure}
        </p>
      </div>
    );
  }
  const { answer } = outcome;
  if (answer.result === 'invalid') {
    return (
      <div className={`${panel} border-danger bg-danger/10`}>
        <p className="flex items-center gap-3 text-3xl font-bold">
          <CircleX aria-hidden="true" className="size-10 shrink-0 text-danger" />
          {text('checkIn.result.invalid')}
        </p>
        <p>{text('checkIn.invalidHint')}</p>
      </div>
    );
  }
  const { registration } = answer;
  const who = (
    <>
      <p className="text-2xl font-semibold">
        <bdi>{registration.name}</bdi>
      </p>
      <p className="text-xl">{text('checkIn.seats', { seats: registration.seats })}</p>
      <p className="text-sm text-fg-muted">{registration.eventTitle}</p>
    </>
  );
  if (answer.result === 'checked-in') {
    return (
      <div className={`${panel} border-primary bg-primary-soft`}>
        <p className="flex items-center gap-3 text-3xl font-bold text-primary">
          <CircleCheckBig aria-hidden="true" className="size-10 shrink-0" />
          {text('checkIn.result.checked-in')}
        </p>
        {who}
      </div>
    );
  }
  if (answer.result === 'already-checked-in') {
    return (
      <div className={`${panel} border-accent-strong bg-accent/20`}>
        <p className="flex items-center gap-3 text-3xl font-bold">
          <Clock aria-hidden="true" className="size-10 shrink-0" />
          {text('checkIn.result.already-checked-in')}
        </p>
        {registration.checkedInAt ? (
          <p className="text-lg font-semibold">{text('checkIn.checkedInAt', { time: clockTime(registration.checkedInAt, locale) })}</p>
        ) : null}
        {who}
      </div>
    );
  }
  return (
    <div className={`${panel} border-danger bg-danger/10`}>
      <p className="flex items-center gap-3 text-3xl font-bold">
        <CircleX aria-hidden="true" className="size-10 shrink-0 text-danger" />
        {text('checkIn.result.not-confirmed')}
      </p>
      <p className="text-lg">{text('checkIn.notConfirmed', { status: registration.status })}</p>
      {who}
    </div>
  );
}
