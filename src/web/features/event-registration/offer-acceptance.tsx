import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useDomId } from '@web/page-runtime/dom-id';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { describedBy, FormField, inputClass } from '@web/components/ui/form-field';
import { PageForm } from '@web/components/ui/page-form';
import { useMessages } from '@web/i18n/use-messages';
import { ApiError } from '@web/lib/api-request';
import { useLocale } from '@web/lib/use-locale';
import { eventRegistrationMessages } from './event-registration-messages';
import { acceptOffer, registrationStatusPath } from './registration-api';

const tokenField = 'token';

/** Takes `#token=…` off the address at once (history and screenshots keep no token) and gives it back. */
function takeTokenFromFragment(): string | undefined {
  const token = new URLSearchParams(window.location.hash.slice(1)).get(tokenField);
  if (token) window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
  return token ?? undefined;
}

/**
 * Accepting seats offered from the waitlist. The emailed link carries the
 * token in its fragment, which never reaches a server log: the page sends it
 * in a POST body at once. The email also shows the code, to paste into the
 * form when the link cannot be followed.
 */
export function OfferAcceptance() {
  const t = useMessages(eventRegistrationMessages);
  const locale = useLocale();
  const id = useDomId();
  const [problem, setProblem] = useState<string>();
  const [accepting, setAccepting] = useState(false);
  const started = useRef(false);

  async function accept(token: string) {
    setProblem(undefined);
    setAccepting(true);
    try {
      const outcome = await acceptOffer(token, locale);
      window.location.assign(registrationStatusPath(outcome.registrationId, locale));
    } catch (error) {
      setProblem(error instanceof ApiError ? (error.serverMessage ?? error.message) : String(error));
      setAccepting(false);
    }
  }

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const token = takeTokenFromFragment();
    // The request runs in a microtask: the effect itself sets no state.
    if (token) queueMicrotask(() => void accept(token));
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const token = new FormData(event.currentTarget).get(tokenField);
    if (typeof token === 'string' && token.trim()) void accept(token.trim());
    else setProblem(t('offer.missing'));
  }

  return (
    <Card className="grid max-w-xl gap-5">
      <p className="text-fg-muted">{t('offer.text')}</p>
      <PageForm formId="eventOffer" onSubmit={onSubmit} className="grid gap-4">
        <FormField id={`${id}-token`} label={t('offer.code')} error={undefined} hint={t('offer.codeHint')}>
          <input
            id={`${id}-token`}
            name={tokenField}
            autoComplete="off"
            dir="ltr"
            className={inputClass}
            {...describedBy(`${id}-token`, undefined, t('offer.codeHint'))}
          />
        </FormField>
        {problem ? (
          <div role="alert" className="rounded-lg border border-danger p-4 text-sm text-fg">
            <p className="font-semibold">{t('offer.errorTitle')}</p>
            <p className="mt-1">{problem}</p>
          </div>
        ) : null}
        <Button type="submit" size="lg" disabled={accepting} aria-live="polite" className="justify-self-start">
          {accepting ? t('offer.accepting') : t('offer.accept')}
        </Button>
      </PageForm>
    </Card>
  );
}
